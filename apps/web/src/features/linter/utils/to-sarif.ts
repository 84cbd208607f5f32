/** SARIF 2.1.0 of lint results: shared with the CLI (`dc lint --format sarif`), so it lives in the contracts. */
export { toSarif } from '@dc/contracts';
