import { Toast } from 'antd-mobile';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/**
 * Play helpers of the feature-screen stories (Storybook and its Vitest project only).
 * Forms tell what is wrong in a toast (docs/product.md#form-messages), which antd-mobile renders into <body>.
 */

/** Waits for the toast with `message`, then clears it so the next step starts without one. */
export async function expectToast(canvasElement: HTMLElement, message: string): Promise<void> {
  const body = within(canvasElement.ownerDocument.body);
  // Found as soon as it is in the page, visible once its fade-in starts (and once it has loaded: the
  // design system's Toast comes at its first use), so the visibility is waited for too.
  await waitFor(() => expect(body.getByText(message)).toBeVisible());
  Toast.clear();
  await waitFor(() => expect(body.queryByText(message)).toBeNull());
}

/** Replaces the value of the field labelled `label`. */
export async function fill(canvasElement: HTMLElement, label: string | RegExp, value: string): Promise<void> {
  const field = within(canvasElement).getByLabelText(label, { selector: 'input, textarea' });
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
}

/** Presses the button named `name` and expects the toast `message`. */
export async function submitExpecting(canvasElement: HTMLElement, name: string, message: string): Promise<void> {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  await expectToast(canvasElement, message);
}

/** Where a link or a successful submit led (stories mount one route and name the one they left for). */
export async function expectNavigatedTo(canvasElement: HTMLElement, path: string): Promise<void> {
  await expect(await within(canvasElement).findByTestId('story-navigated')).toHaveTextContent(path);
}

/** Taps `element` once it takes taps (antd-mobile's sheets and keyboards ignore them while sliding in). */
export async function tapWhenReady(element: Element): Promise<void> {
  await waitFor(() => expect(getComputedStyle(element).pointerEvents).not.toBe('none'), { timeout: 5000 });
  await userEvent.click(element);
}
