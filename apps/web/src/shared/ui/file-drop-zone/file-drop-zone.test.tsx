import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileDropZone, type DropZoneState } from './file-drop-zone';

const texts = { prompt: 'Drop a file here', choose: 'Choose file', failed: 'File Upload failed' };
const renderZone = (state: DropZoneState, onFiles = vi.fn()) =>
  render(<FileDropZone state={state} texts={texts} onFiles={onFiles} accept=".json" />);

describe('FileDropZone', () => {
  it('shows its three states', () => {
    const { rerender } = renderZone({ kind: 'idle' });
    expect(screen.getByText('Drop a file here')).toBeInTheDocument();
    rerender(<FileDropZone state={{ kind: 'accepted', fileName: 'spec.json' }} texts={texts} onFiles={vi.fn()} />);
    expect(screen.getByTestId('drop-zone-file')).toHaveTextContent('spec.json');
    rerender(<FileDropZone state={{ kind: 'rejected' }} texts={texts} onFiles={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('File Upload failed');
    rerender(<FileDropZone state={{ kind: 'rejected', message: 'Too big' }} texts={texts} onFiles={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Too big');
  });

  it('hands chosen and dropped files over', async () => {
    const onFiles = vi.fn();
    renderZone({ kind: 'idle' }, onFiles);
    const file = new File(['{}'], 'a.json');
    await userEvent.upload(screen.getByTestId('file-drop-zone-input'), file);
    expect(onFiles).toHaveBeenLastCalledWith([file]);
    fireEvent.drop(screen.getByTestId('file-drop-zone'), { dataTransfer: { files: [file, file] } });
    expect(onFiles).toHaveBeenLastCalledWith([file, file]);
  });

  it('ignores files while disabled', () => {
    const onFiles = vi.fn();
    render(<FileDropZone state={{ kind: 'idle' }} texts={texts} onFiles={onFiles} disabled />);
    fireEvent.drop(screen.getByTestId('file-drop-zone'), { dataTransfer: { files: [new File(['{}'], 'a.json')] } });
    expect(onFiles).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeDisabled();
  });
});
