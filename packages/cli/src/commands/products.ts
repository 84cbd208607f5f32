/** `dc products publish <file>`: a new product from an OpenAPI or AsyncAPI document (products POST /products). */
import { openAsBlob } from 'node:fs';
import path from 'node:path';
import type { Client } from '@dc/client';
import type { PublishProductMetadata, PublishResult, SpecProblem } from '@dc/contracts';
import { ClientError } from '@dc/client';
import { asJson } from '../output';
import { UsageError, type Context } from '../session';

export interface PublishOptions {
  team: string;
  file: string;
  metadata: PublishProductMetadata;
  json: boolean;
}

export async function publishProduct(client: Client, ctx: Context, o: PublishOptions): Promise<number> {
  const form = new FormData();
  form.append('metadata', JSON.stringify(o.metadata));
  const file = await openAsBlob(o.file).catch(() => {
    throw new UsageError(`Cannot read ${o.file}.`);
  });
  form.append('file', file, path.basename(o.file));
  try {
    const result = await client.call<'products.publish', PublishResult>('products.publish', {
      team: o.team,
      body: form,
    });
    if (o.json) ctx.out(asJson(result));
    else {
      ctx.out(`Published ${result.product.displayName} (${result.product.id}).`);
      ctx.out(`Version ${result.version.key} (${result.version.format})`);
    }
    return 0;
  } catch (err) {
    // A document the server cannot take: list its problems at their lines, as the console does.
    const problems = err instanceof ClientError ? (err.details as { problems?: SpecProblem[] })?.problems : undefined;
    if (!problems?.length) throw err;
    ctx.err((err as Error).message);
    for (const p of problems) ctx.err(`  ${o.file}:${p.line}:${p.column}  ${p.message}`);
    return 1;
  }
}
