/**
 * The notification toast (consumer §4): one at a time, hidden after 3 s counted only while the
 * window has focus, checked every 200 ms. A click follows the notification's first action.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { TIMINGS, type Notification } from '@tt/contract';
import { followAction } from '../lib/live/follow-action';

export function NotificationToast({ queue, done }: { queue: Notification[]; done(): void }) {
  const navigate = useNavigate();
  const current = queue[0];
  // the clock belongs to the notification shown: a new `done` from a parent render must not restart it
  const doneNow = useRef(done);
  doneNow.current = done;
  useEffect(() => {
    if (!current) return;
    let shownFor = 0;
    const timer = setInterval(() => {
      if (!document.hasFocus()) return;
      shownFor += TIMINGS.notificationToastCheckMs;
      if (shownFor >= TIMINGS.notificationToastMs) doneNow.current();
    }, TIMINGS.notificationToastCheckMs);
    return () => clearInterval(timer);
  }, [current]);
  if (!current) return null;
  return (
    <button
      type="button"
      className="notification-toast"
      role="status"
      onClick={() => {
        followAction(current, navigate);
        done();
      }}
    >
      {current.image && <img src={current.image} alt="" width={48} height={48} />}
      <span>
        <strong>{current.title}</strong>
        <span>{current.body}</span>
      </span>
    </button>
  );
}
