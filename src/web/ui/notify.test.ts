import { beforeEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn(), dismiss: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const { notify, notifyAll, showToast, toNotifyType } = await import('./notify');

beforeEach(() => {
  Object.values(toast).forEach((fn) => fn.mockReset());
});

/** notify() loads sonner on demand: let that import settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('toNotifyType (rr §3: Error, Success, Warning; anything else is info)', () => {
  it.each([
    ['Error', 'Error'],
    ['Success', 'Success'],
    ['Warning', 'Warning'],
    ['error', 'Error'],
    [' WARNING ', 'Warning'],
    ['Info', 'info'],
    ['Danger', 'info'],
    ['', 'info'],
    [undefined, 'info'],
    [null, 'info'],
  ])('%s → %s', (messageType, expected) => {
    expect(toNotifyType(messageType)).toBe(expected);
  });
});

describe('notify and showToast', () => {
  it('a notification lives 5 s, a toast 4 s (rr §9)', async () => {
    notify('Success', 'Saved.');
    showToast('Error', 'Oops.. Failed');
    await settled();
    expect(toast.success).toHaveBeenCalledWith('Saved.', { duration: 5000 });
    expect(toast.error).toHaveBeenCalledWith('Oops.. Failed', { duration: 4000 });
  });

  it('persistent stays until dismissed; an id replaces the earlier toast', async () => {
    notify('Error', 'List failed', { duration: 'persistent', id: 'list' });
    await settled();
    expect(toast.error).toHaveBeenCalledWith('List failed', { duration: Infinity, id: 'list' });
  });

  it('server notifications: error style when isError, else by messageType', async () => {
    notifyAll([
      { message: 'Out of stock', messageType: 'Warning', isError: true },
      { message: 'Added', messageType: 'Success', isError: false },
      { message: 'Price changed', messageType: 'Notice', isError: false },
      { message: 'Careful', messageType: 'Warning', isError: false },
    ]);
    await settled();
    expect(toast.error).toHaveBeenCalledWith('Out of stock', expect.anything());
    expect(toast.success).toHaveBeenCalledWith('Added', expect.anything());
    expect(toast.info).toHaveBeenCalledWith('Price changed', expect.anything());
    expect(toast.warning).toHaveBeenCalledWith('Careful', expect.anything());
  });
});
