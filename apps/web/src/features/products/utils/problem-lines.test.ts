import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../shared/lib/api-error';
import { problemLines } from './problem-lines';

describe('problemLines', () => {
  it('lists the line, path and message of each detail of an API error', () => {
    const error = new ApiRequestError(400, 'API1017', 'Invalid file type, upload JSON or YAML.', [
      { line: 3, message: 'Unexpected token' },
      { path: 'sections.0.heading', message: 'Required' },
      { message: 'Plain' },
      { nothing: true },
    ]);
    expect(problemLines(error)).toEqual([
      { line: 3, message: 'Unexpected token' },
      { path: 'sections.0.heading', message: 'Required' },
      { message: 'Plain' },
    ]);
  });

  it('has nothing for other errors', () => {
    expect(problemLines(new Error('x'))).toEqual([]);
    expect(problemLines(new ApiRequestError(403, 'AZ1003', 'No'))).toEqual([]);
  });
});
