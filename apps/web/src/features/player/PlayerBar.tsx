/** The player's top bar: back home, title, heart, playlist, text version and share. */
import { memo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Story } from '@tt/contract';
import { PlaylistDialog } from '../../components/PlaylistDialog';
import { StoryText } from '../../components/StoryText';
import { useModals, type ModalSpec } from '../../components/ModalHost';
import { paths } from '../../lib/paths';
import { useLiked } from './api/get-reactions';
import { useLike } from './api/like-story';
import { ShareDialog } from './ShareDialog';
import { SaveOfflineButton } from './SaveOfflineButton';
import { BookOpen, ChevronLeft, Heart, ListMusic, Mic, Moon, Share2, type LucideIcon } from 'lucide-react';
import { usePinGate } from '../../components/use-pin-gate';
import type { Bedtime } from './bedtime/use-bedtime';
import { fireEffect } from '../../lib/effects';

interface Props {
  story: Story;
  signedIn: boolean;
  /** The story's clock now: read when Start is pressed, so the bar need not draw again on every tick. */
  timeNow: { readonly current: number };
  bedtime: Bedtime;
}

/**
 * Drawn again only when its props change, not 25 times a second with the clock (issue 32 §6: the story
 * page's main thread was busy re-rendering the whole player on every tick).
 */
export const PlayerBar = memo(function PlayerBar({ story, signedIn, timeNow, bedtime }: Props) {
  const { t } = useTranslation();
  const modals = useModals();
  const gate = usePinGate();
  // The dialog reads the time when Start is pressed: the clock may tick once more before the modal's pause.
  return (
    <header className="player__bar">
      <Link to={paths.home} className="icon-button" aria-label={t('common.backHome')}>
        <ChevronLeft aria-hidden size={24} />
      </Link>
      <h1>{story.title}</h1>
      {signedIn && <SaveOfflineButton story={story} />}
      {signedIn && <LikeButton uid={story.uid} />}
      {signedIn && (
        <DialogButton name="playlist" label={t('playlist.title')} Icon={ListMusic}>
          {() => (
            <PlaylistDialog
              stories={[story.uid]}
              open={() => ({ uid: story.uid, time: timeNow.current })}
              close={modals.close}
            />
          )}
        </DialogButton>
      )}
      <BedtimeButton bedtime={bedtime} />
      {signedIn && (
        <button
          type="button"
          className="icon-button"
          aria-label={t('familyVoice.title')}
          title={t('familyVoice.title')}
          // behind the parental pin, as settings are; the recorder's code comes when first asked for
          onClick={() =>
            void gate.guard(() =>
              import('./FamilyVoiceDialog').then(({ FamilyVoiceDialog }) =>
                modals.open({
                  name: 'narration',
                  title: t('familyVoice.title'),
                  content: <FamilyVoiceDialog story={story} />,
                }),
              ),
            )
          }
        >
          <Mic aria-hidden size={22} />
        </button>
      )}
      <DialogButton name="storytext" label={t('player.text')} title={story.title} Icon={BookOpen}>
        {() => <StoryText story={story} close={modals.close} />}
      </DialogButton>
      <DialogButton name="share" label={t('share.title')} Icon={Share2}>
        {() => <ShareDialog uid={story.uid} title={story.title} />}
      </DialogButton>
    </header>
  );
});

/** An icon button that opens one dialog, titled as the button unless told otherwise; its content is made on opening. */
function DialogButton({
  name,
  label,
  title = label,
  Icon,
  children,
}: {
  name: ModalSpec['name'];
  label: string;
  title?: string;
  Icon: LucideIcon;
  children: () => ModalSpec['content'];
}) {
  const modals = useModals();
  const open = () => modals.open({ name, title, content: children() });
  return (
    <button type="button" className="icon-button" aria-label={label} onClick={open}>
      <Icon aria-hidden size={22} />
    </button>
  );
}

/** The heart: a story is liked once, with a little celebration. */
function LikeButton({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const liked = useLiked(uid, true);
  const like = useLike(uid);
  return (
    <button
      type="button"
      className={`icon-button heart${liked.data ? ' heart--on' : ''}`}
      aria-pressed={!!liked.data}
      aria-label={t('player.like')}
      onClick={() => {
        if (liked.data) return;
        like.mutate();
        fireEffect('like');
      }}
    >
      <Heart aria-hidden size={22} fill={liked.data ? 'currentColor' : 'none'} />
    </button>
  );
}

/** Bedtime: lit while a timer or "this is the last story" is chosen; opens the bedtime dialog. */
function BedtimeButton({ bedtime }: { bedtime: Bedtime }) {
  const { t } = useTranslation();
  const modals = useModals();
  const { choice, lastStory, choose } = bedtime;
  return (
    <button
      type="button"
      className={`icon-button${bedtime.choice.endsAt !== null || bedtime.lastStory ? ' icon-button--on' : ''}`}
      aria-label={t('player.bedtime')}
      aria-pressed={bedtime.choice.endsAt !== null || bedtime.lastStory}
      // the dialog's code comes when it is first asked for, not with the story (issue 26 §0)
      onClick={() =>
        void import('./bedtime/BedtimeDialog').then(({ BedtimeDialog }) =>
          modals.open({
            name: 'bedtime',
            title: t('player.bedtime'),
            content: <BedtimeDialog choice={choice} lastStory={lastStory} choose={choose} close={modals.close} />,
          }),
        )
      }
    >
      <Moon aria-hidden size={22} />
    </button>
  );
}
