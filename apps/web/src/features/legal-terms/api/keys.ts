export const legalTermsKeys = { terms: ['legal-terms', 'terms-html'] as const };
