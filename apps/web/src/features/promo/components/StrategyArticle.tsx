/**
 * The static article 'strategy' (panel §2): campaign timing guidance for bloggers and a prompt for a
 * content-calendar tool, with a Copy button that says when it copied.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Copy } from 'lucide-react';

const TIPS = ['strategy.tip1', 'strategy.tip2', 'strategy.tip3', 'strategy.tip4', 'strategy.tip5'] as const;

export function StrategyArticle() {
  const { t } = useTranslation();
  const prompt = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);

  async function copy() {
    const text = t('strategy.prompt');
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      // No clipboard permission (an embedded page): select the prompt so the reader can copy it.
      const range = document.createRange();
      if (prompt.current) range.selectNodeContents(prompt.current);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
      setCopied(document.execCommand?.('copy') ? 'yes' : 'no');
    }
  }

  return (
    <article className="strategy-article" data-article="strategy">
      <p>{t('strategy.intro')}</p>
      <h3>{t('strategy.timingTitle')}</h3>
      <ul>
        {TIPS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <h3>{t('strategy.promptTitle')}</h3>
      <p>{t('strategy.promptIntro')}</p>
      <pre ref={prompt} className="strategy-article__prompt">
        {t('strategy.prompt')}
      </pre>
      <div className="row">
        <button type="button" className="button" onClick={() => void copy()}>
          <Copy size={18} aria-hidden /> {t('strategy.copy')}
        </button>
        {copied && (
          <span role="status" className="strategy-article__copied">
            {copied === 'yes' ? (
              <>
                <Check size={18} aria-hidden /> {t('strategy.copied')}
              </>
            ) : (
              t('strategy.copyByHand')
            )}
          </span>
        )}
      </div>
    </article>
  );
}
