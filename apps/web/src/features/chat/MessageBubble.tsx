/** One message: text only (never HTML), newlines as line breaks, the small style under 150 characters. */
import { forwardRef, Fragment } from 'react';
import { CHAT, type ChatEvent } from '@tt/contract';

export const MessageBubble = forwardRef<HTMLDivElement, { event: ChatEvent; mine: boolean; author?: string }>(
  function MessageBubble({ event, mine, author }, ref) {
    const text = event.data.text ?? '';
    const lines = text.split('\n');
    const classes = [
      'bubble',
      mine ? 'bubble--mine' : 'bubble--theirs',
      text.length < CHAT.smallMessageChars ? 'bubble--small' : '',
    ]
      .filter(Boolean)
      .join(' ');
    return (
      <div
        ref={ref}
        className={classes}
        data-event-id={event.id}
        data-unread={!mine && !event.read ? 'true' : undefined}
      >
        {author && <span className="bubble__author">{author}</span>}
        <p>
          {lines.map((line, i) => (
            <Fragment key={i}>
              {i > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </p>
        {event.date && (
          <time dateTime={event.date}>
            {new Date(event.date).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
          </time>
        )}
      </div>
    );
  },
);
