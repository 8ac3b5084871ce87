import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ChatBubble, ChatComposer, ChatConversationRow } from '@bazaar/design-system';

describe('ChatComposer', () => {
  it('sends trimmed text on Enter, not on Shift+Enter or an empty box', () => {
    const onSend = vi.fn();
    render(<ChatComposer onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.change(box, { target: { value: '  hi  ' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('hi');
    expect(box).toHaveValue('');
  });

  it('hands on a picked picture', () => {
    const onImage = vi.fn();
    const { container } = render(<ChatComposer onSend={() => undefined} onImage={onImage} />);
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [file] } });
    expect(onImage).toHaveBeenCalledWith(file);
  });
});

describe('ChatBubble', () => {
  it('shows a failed send with its retry, and a read mark otherwise', () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <ChatBubble side="mine" text="hi" failed failedLabel="Not sent" onRetry={onRetry} readLabel="Read" />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Not sent');
    expect(screen.queryByText('Read')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
    rerender(<ChatBubble side="mine" text="hi" readLabel="Read" />);
    expect(screen.getByText('Read')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('ChatConversationRow', () => {
  it('announces the unread count and opens with the keyboard', () => {
    const onClick = vi.fn();
    render(<ChatConversationRow name="Sunrise" unread={150} onClick={onClick} />);
    expect(screen.getByRole('img', { name: '150 unread' })).toHaveTextContent('99+');
    fireEvent.keyDown(screen.getByRole('button'), { key: 'Enter' });
    expect(onClick).toHaveBeenCalled();
  });
});
