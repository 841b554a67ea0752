/**
 * /chat without id or support: the bot chat, the daily story feed in story layout with no input box
 * (consumer §2, §4). Older stories load on demand; the intro shows once all history is loaded; the
 * last-message block offers Get story, disabled while a request runs.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES, isLocale, LOCALES, type Locale } from '@tt/contract';
import { ListMusic } from 'lucide-react';
import { useRequestStory } from './api/request-story';
import { ApiError } from '../../lib/api/client';
import { errorText } from '../../lib/api/error-text';
import { useOnline } from '../../lib/use-online';
import { KeptStoriesShelf } from '../../components/KeptStoriesShelf';
import { useAuth } from '../../lib/auth';
import { paths } from '../../lib/paths';
import { Preloader } from '../../components/Preloader';
import { StoryPreviewCard } from '../../components/StoryPreviewCard';
import { useToasts } from '../../components/Toasts';
import { useModals } from '../../components/ModalHost';
import { usePlaylist } from '../../lib/playlist';
import { PlaylistDialog } from '../../components/PlaylistDialog';
import { isUnreadForeign, useReadMarking } from './use-read-marking';
import { useRoomEvents } from './use-room-events';
import { useOpenPosition } from './use-open-position';

export function BotFeedPage() {
  const { t } = useTranslation();
  const { profile } = useAuth();
  const toasts = useToasts();
  const navigate = useNavigate();
  const end = useRef<HTMLDivElement>(null);
  const section = useRef<HTMLElement>(null);
  const request = useRequestStory();
  // consumer §5: any, en or ru; the user's locale by default, else any
  const [choice, setChoice] = useState<Locale | 'any'>(() =>
    isLocale(profile?.info.locale) ? profile.info.locale : 'any',
  );
  const modals = useModals();
  const playlist = usePlaylist();
  const me = profile?.info.id ?? -1;
  // new stories arrive live; shown oldest first, like a chat
  const { query: feed, events, readUpTo } = useRoomEvents('bot', me);
  // opens at the first unread story, else at the end, as a chat room does
  const ready = useOpenPosition(!!feed.data, section, end);
  const watch = useReadMarking('bot', me, (upTo) => readUpTo(upTo, false), ready);
  const allLoaded = feed.data ? !feed.hasNextPage : false;

  // Get story's answer stays under its button, in the block, rather than a toast over it (issue 32 §12);
  // mutateAsync settles whatever is mounted, so the answer is told even when the page was left meanwhile
  const [answer, setAnswer] = useState<string | null>(null);
  const getStory = () => {
    setAnswer(null);
    return request
      .mutateAsync({ age: profile?.info.age ?? 4, topic: 'news', ...(choice === 'any' ? {} : { locale: choice }) })
      .then(
        (result) => {
          if (result.story) navigate(paths.story(result.story));
          else setAnswer(result.reason ? t(`getStory.noNewStory.${choice}`) : t('chat.storyComing'));
        },
        (err: unknown) => setAnswer(errorText(t, err)),
      );
  };

  // with no connection the home is the stories kept on this device, not a dead end (issue 26 §4)
  const online = useOnline();
  const unreachable = feed.error instanceof ApiError && feed.error.code === ERROR_CODES.network;
  const { refetch } = feed;
  useEffect(() => {
    if (online && unreachable) void refetch();
  }, [online, unreachable, refetch]);
  if ((!online && !feed.data) || unreachable) return <KeptStoriesShelf />;
  if (feed.isLoading) return <Preloader />;
  return (
    <section className="feed" ref={section} aria-label={t('menu.stories')}>
      {feed.error && <p role="alert">{errorText(t, feed.error)}</p>}
      <button
        type="button"
        className="button button--ghost"
        onClick={() =>
          modals.open({
            name: 'playlist',
            title: t('playlist.title'),
            content: <PlaylistDialog stories={events.map((e) => e.data.story!).filter(Boolean)} close={modals.close} />,
          })
        }
      >
        <ListMusic aria-hidden size={20} /> {t('playlist.title')}
        {playlist.ids.length ? ` (${playlist.ids.length})` : ''}
      </button>
      {feed.hasNextPage && (
        <button
          type="button"
          className="button button--ghost"
          disabled={feed.isFetchingNextPage}
          onClick={() => void feed.fetchNextPage()}
        >
          {t('chat.earlier')}
        </button>
      )}
      {allLoaded && <div className="bubble bubble--system">{t('chat.intro')}</div>}
      {events.map(
        (e) =>
          e.data.story && (
            <div
              key={e.uid}
              ref={isUnreadForeign(e, me) ? watch(e) : undefined}
              data-event-id={e.id}
              data-unread={isUnreadForeign(e, me) ? 'true' : undefined}
            >
              <StoryPreviewCard
                uid={e.data.story}
                onLongPress={(uid) => {
                  playlist.add(uid);
                  toasts.show(t('playlist.added'), { icon: 'success' });
                }}
              />
            </div>
          ),
      )}
      {allLoaded && events.length === 0 && <p className="muted">{t('chat.noStories')}</p>}
      <div className="bubble bubble--system feed__last" ref={end}>
        <p>{t('chat.lastMessage')}</p>
        <fieldset className="choice-list feed__choice">
          <legend>{t('getStory.language')}</legend>
          {(['any', ...LOCALES] as const).map((l) => (
            <label key={l} className={`choice${choice === l ? ' choice--on' : ''}`}>
              <input
                type="radio"
                name="story-locale"
                value={l}
                checked={choice === l}
                onChange={() => {
                  setChoice(l);
                  setAnswer(null);
                }}
              />
              <span>{l === 'any' ? t('getStory.any') : t(`lang.${l}`)}</span>
            </label>
          ))}
        </fieldset>
        <button type="button" className="button" disabled={request.isPending} onClick={() => void getStory()}>
          {t('chat.getStory')}
        </button>
        {answer && (
          <p role="status" className="feed__answer">
            {answer}
          </p>
        )}
      </div>
    </section>
  );
}
