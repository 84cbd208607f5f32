import { render, screen } from '@testing-library/react';
import i18n from '../../../shared/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import linterEn from '../../../../public/locales/linter/en.json';
import { EngineTimings } from './engine-timings';

beforeAll(() => {
  i18n.addResourceBundle('en', 'linter', linterEn);
});

describe('EngineTimings', () => {
  it('names the engine that ran and the time of each stage', () => {
    render(
      <EngineTimings job={{ engine: 'spectral', timings: { reading: 1, parsing: 12, linting: 340, saving: 5 } }} />,
    );
    expect(screen.getByTestId('lint-engine')).toHaveTextContent(
      'Linted by Spectral · reading 1 ms · parsing 12 ms · linting 340 ms · saving 5 ms',
    );
  });

  it('shows nothing before the job has run', () => {
    const { container } = render(<EngineTimings job={{ engine: null, timings: null }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
