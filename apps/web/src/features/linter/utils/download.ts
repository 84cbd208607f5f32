/** Saves JSON as a file download. */
export function downloadJson(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** 'petstore.yaml' -> 'petstore.lint.json' / 'petstore.sarif'. */
export const resultFileName = (specName: string, extension: string) =>
  `${specName.replace(/\.(json|ya?ml)$/i, '') || 'spec'}.${extension}`;
