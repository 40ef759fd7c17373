// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectDescribedBy, expectInvalid, expectNoA11yViolations } from '../test-utils/a11y';
import { checkFile } from './upload';
import * as stories from './upload.stories';

const { LogoFile, WithError, Disabled } = composeStories(stories);
afterEach(cleanup);

const png = (size = 10, name = 'logo.png') => new File([new Uint8Array(size)], name, { type: 'image/png' });
const input = (container: HTMLElement) => container.querySelector('input[type=file]') as HTMLInputElement;

describe('checkFile', () => {
  it('checks extension or MIME type and size', () => {
    expect(checkFile({ name: 'a.PNG', type: '', size: 5 }, { accept: ['.png'] })).toBeNull();
    expect(checkFile({ name: 'a', type: 'image/png', size: 5 }, { accept: ['image/png'] })).toBeNull();
    expect(checkFile({ name: 'a.gif', type: 'image/gif', size: 5 }, { accept: ['.png', '.jpg'] })).toBe('type');
    expect(checkFile({ name: 'a.png', type: 'image/png', size: 1_536_001 }, { maxSize: 1_536_000 })).toBe('size');
    expect(checkFile({ name: 'a.png', type: 'image/png', size: 1_536_000 }, { maxSize: 1_536_000 })).toBeNull();
  });
});

describe('Upload', () => {
  it('is a labelled file input with its hint', () => {
    const { container } = render(<LogoFile />);
    const field = screen.getByLabelText('Logo file');
    expect(field).toBe(input(container));
    expectDescribedBy(field, 'One jpg or png file, at most 1500 KB');
    expectNoA11yViolations(container);
  });

  it('passes on a valid file and shows its name', async () => {
    const onChange = vi.fn();
    const { container } = render(<LogoFile onChange={onChange} />);
    await userEvent.upload(input(container), png());
    expect(onChange).toHaveBeenCalledWith(expect.any(File), null);
    expect(screen.getByTestId('upload-file').textContent).toContain('logo.png');
  });

  it('refuses a too large or wrong file with an announced error', async () => {
    const onChange = vi.fn();
    const { container } = render(<LogoFile onChange={onChange} />);
    fireEvent.change(input(container), { target: { files: [png(1_536_001)] } });
    expect(onChange).toHaveBeenLastCalledWith(null, 'size');
    expect(screen.getByRole('alert').textContent).toBe('Logo file needs to be under 1500 KB');
    expectInvalid(input(container), true);
    expectDescribedBy(input(container), 'Logo file needs to be under 1500 KB');
    fireEvent.change(input(container), { target: { files: [new File(['x'], 'logo.gif', { type: 'image/gif' })] } });
    expect(onChange).toHaveBeenLastCalledWith(null, 'type');
  });

  it('takes a dropped file and refuses several', () => {
    const onChange = vi.fn();
    const { container } = render(<LogoFile onChange={onChange} />);
    const zone = input(container).closest('label') as HTMLElement;
    fireEvent.dragOver(zone);
    expect(zone.hasAttribute('data-dragging')).toBe(true);
    fireEvent.drop(zone, { dataTransfer: { files: [png(), png(5, 'b.png')] } });
    expect(onChange).toHaveBeenLastCalledWith(null, 'count');
    fireEvent.drop(zone, { dataTransfer: { files: [png()] } });
    expect(onChange).toHaveBeenLastCalledWith(expect.any(File), null);
  });

  it('shows an error from the caller, and can be disabled', () => {
    const { container } = render(<WithError />);
    expect(screen.getByRole('alert').textContent).toBe('please upload a file');
    cleanup();
    const disabled = render(<Disabled />);
    expect(input(disabled.container).disabled).toBe(true);
    expect(container).toBeTruthy();
  });
});
