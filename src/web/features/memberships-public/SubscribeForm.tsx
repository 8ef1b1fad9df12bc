import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { BodyIn } from '../../../contracts/endpoint.ts';
import { MEMBERSHIP_SUBSCRIPTIONS_ENDPOINTS as E } from '../../../contracts/membership-subscriptions.endpoints.ts';
import { withRedirect } from './membership-view.ts';

/**
 * The subscribe and manage form posts (content-management 7): a real HTML form, posted by the browser, so the
 * server answers with a redirect to the payment page or the provider's portal and the browser follows it.
 */
type SubscribeFields = BodyIn<typeof E.initializeSession>;
type ManageFields = BodyIn<typeof E.manage>;
interface Post {
  action: string;
  fields: Record<string, string>;
}

/** utf8=✓, as the product's forms send it. */
const UTF8 = '✓';

/** A hidden form and the functions that fill and post it: `subscribe` to a price, `manage` one's subscription. */
export function useMembershipForms(): {
  form: ReactNode;
  posting: boolean;
  subscribe: (subscribeUrl: string, redirectTo: string, fields: Omit<SubscribeFields, 'utf8'>) => void;
  manage: (manageUrl: string | null, redirectTo: string, fields: Omit<ManageFields, 'utf8'>) => void;
} {
  const [post, setPost] = useState<Post | null>(null);
  const ref = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (post) ref.current?.submit();
  }, [post]);
  // Back from the payment page out of the browser's page cache: the buttons work again.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => e.persisted && setPost(null);
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const form = post ? (
    <form ref={ref} method="post" action={post.action} hidden acceptCharset="UTF-8">
      {Object.entries(post.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  ) : null;

  return {
    form,
    posting: post !== null,
    subscribe: (subscribeUrl, redirectTo, fields) => setPost({ action: withRedirect(subscribeUrl, redirectTo), fields: { ...fields, utf8: UTF8 } }),
    manage: (manageUrl, redirectTo, fields) =>
      setPost({ action: withRedirect(manageUrl ?? E.manage.path, redirectTo), fields: { ...fields, utf8: UTF8 } }),
  };
}

/**
 * Subscribe pressed while signed out (content-management 2.3): the price is remembered for this tab, the visitor
 * signs in and comes back with subscribe=<price id>; the page then posts the form once. Kept in session storage so
 * only the tab that asked replays it: a shared link with the parameter alone posts nothing.
 */
const PENDING_SUBSCRIBE_KEY = 'pendingSubscribeAction';

export function rememberPendingSubscribe(priceId: string): void {
  try {
    window.sessionStorage.setItem(PENDING_SUBSCRIBE_KEY, priceId);
  } catch {
    // Storage unavailable: after signing in the visitor presses Subscribe again.
  }
}

/** The remembered price when it is the one in the address, forgotten as it is read. */
export function takePendingSubscribe(priceId: string): boolean {
  try {
    const pending = window.sessionStorage.getItem(PENDING_SUBSCRIBE_KEY);
    window.sessionStorage.removeItem(PENDING_SUBSCRIBE_KEY);
    return pending === priceId;
  } catch {
    return false;
  }
}
