/**
 * The parent note (issue 14 item 10): what happened, in plain words, and questions to talk about.
 * Shown at the end of a story beside Repeat and in the text dialog; stories without one show nothing.
 */
import { useTranslation } from 'react-i18next';
import { MessageCircleQuestion } from 'lucide-react';
import type { Story } from '@tt/contract';
import { plainText } from '../lib/plain-text';

export function ParentNote({ note, compact = false }: { note: Story['parentNote']; compact?: boolean }) {
  const { t } = useTranslation();
  if (!note || (!note.whatHappened && note.questions.length === 0)) return null;
  return (
    <aside className={`parent-note${compact ? ' parent-note--compact' : ''}`} aria-label={t('note.title')}>
      <h3>
        <MessageCircleQuestion aria-hidden size={20} /> {t('note.title')}
      </h3>
      {note.whatHappened && (
        <p>
          <b>{t('note.what')}:</b> {plainText(note.whatHappened)}
        </p>
      )}
      {note.questions.length > 0 && (
        <>
          <p>
            <b>{t('note.questions')}:</b>
          </p>
          <ol>
            {note.questions.map((q) => (
              <li key={q}>{plainText(q)}</li>
            ))}
          </ol>
        </>
      )}
    </aside>
  );
}
