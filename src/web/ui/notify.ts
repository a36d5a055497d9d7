import type { ExternalToast } from 'sonner';
import type { Notification } from '../../contracts/common';
import { TIMING_MS } from '../../domain/constants';
import { requestToaster } from './toaster-state';

/** rr §3: messageType Error, Success, Warning; anything else is info. */
export type NotifyType = 'Error' | 'Success' | 'Warning' | 'info';

export interface NotifyOptions {
  /** Milliseconds on screen, or 'persistent' to stay until dismissed (cat §8: failed list load). */
  duration?: number | 'persistent';
  /** A toast with the same id replaces the previous one instead of stacking; dismissToast(id) removes it. */
  id?: string | number;
  description?: string;
}

export function toNotifyType(messageType: string | null | undefined): NotifyType {
  switch (messageType?.trim().toLowerCase()) {
    case 'error':
      return 'Error';
    case 'success':
      return 'Success';
    case 'warning':
      return 'Warning';
    default:
      return 'info';
  }
}

const method = { Error: 'error', Success: 'success', Warning: 'warning', info: 'info' } as const;

function toastData(options: NotifyOptions | undefined, defaultDuration: number): ExternalToast {
  const duration = options?.duration === 'persistent' ? Infinity : (options?.duration ?? defaultDuration);
  return {
    duration,
    ...(options?.id !== undefined ? { id: options.id } : {}),
    ...(options?.description ? { description: options.description } : {}),
  };
}

/**
 * sonner is downloaded with the first toast, not with the page: most visits never show one. Toasts
 * raised while it loads appear as soon as it is there (the toaster shows every active toast).
 */
function show(type: NotifyType, message: string, data: ExternalToast): void {
  requestToaster();
  void import('sonner').then(({ toast }) => toast[method[type]](message, data));
}

/** A notification (rr §9: lives 5 s unless told otherwise). */
export function notify(type: NotifyType, message: string, options?: NotifyOptions): void {
  show(type, message, toastData(options, TIMING_MS.notificationLife));
}

/** A short toast (rr §9: 4 s), e.g. the call layer's generic 'Oops..' messages. */
export function showToast(type: NotifyType, message: string, options?: NotifyOptions): void {
  show(type, message, toastData(options, TIMING_MS.toast));
}

/** Server notifications: error style when isError, else by messageType (cat §8). */
export function notifyAll(notifications: readonly Notification[], options?: NotifyOptions): void {
  for (const notification of notifications) {
    notify(notification.isError ? 'Error' : toNotifyType(notification.messageType), notification.message, options);
  }
}

export function dismissToast(id?: string | number): void {
  void import('sonner').then(({ toast }) => toast.dismiss(id));
}
