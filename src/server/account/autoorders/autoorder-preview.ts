import type { AutoOrderPreview, AutoOrderPreviewRequest } from '../../../contracts/autoorders';
import type { Language } from '../../../domain/constants';
import { orderNow, snooze } from '../../../domain/auto-order-schedule';
import type { ShopperContext } from '../../lib/shopper-routes';
import { hasFinishedRunOn, type Subscription } from './autoorders.queries';
import {
  afterSkip, afterUndoSkip, alreadyOrderedToday, changeable, changed, itemsAfterRemoving, newItem, orderable, own, schedule, today, view,
} from './autoorders.service';

/**
 * The preview the detail page shows before the shopper confirms an action (issue 15: "each change
 * shows the new next date and expected total before it is saved"). Each action's subscription is
 * made by the same functions the action saves with, then priced as the AutoOrder page prices it;
 * nothing is saved, and what the action would refuse is refused here with the same code.
 */
export async function previewAction(ctx: ShopperContext, id: number, request: AutoOrderPreviewRequest, lang: Language): Promise<AutoOrderPreview> {
  const s = await own(ctx, id);
  changeable(s);
  const expectedOf = async (sub: Subscription) => (await view(ctx, [sub], lang)).out[0]!.autoOrder.expected;
  const previewOf = async (after: Subscription, placedToday: AutoOrderPreview['placedToday'] = null): Promise<AutoOrderPreview> => ({
    nextOrderDate: after.nextOrderDate, frequencyWeeks: after.frequencyWeeks, expected: await expectedOf(after), placedToday,
  });
  switch (request.action) {
    case 'change':
      return previewOf(await changed(ctx, s, request));
    case 'skip':
      return previewOf({ ...s, ...afterSkip(ctx, s) });
    case 'undoSkip':
      return previewOf({ ...s, ...afterUndoSkip(ctx, s) });
    case 'snooze':
      return previewOf({ ...s, ...snooze(schedule(s), request.weeks) });
    case 'removeItem':
      return previewOf({ ...s, items: itemsAfterRemoving(s, request.itemId) });
    case 'addItem':
      // Not saved yet, so it has no id of its own.
      return previewOf({ ...s, items: [...s.items, { id: 0, ...(await newItem(ctx, s, request)) }] });
    case 'orderNow': {
      orderable(s);
      if (await hasFinishedRunOn(ctx.db, s.id, today(ctx))) throw alreadyOrderedToday();
      // The order is placed for today, and the next one follows a frequency from today.
      const placed = await expectedOf({ ...s, nextOrderDate: today(ctx) });
      return previewOf({ ...s, ...orderNow(schedule(s), today(ctx)) }, placed);
    }
  }
}
