/** Terms, privacy and child-safety pages (consumer §1, §2): the text in the current language. */
import { LegalText, type LegalPage } from '../../../components/LegalText';
import { SiteFooter } from '../../../components/SiteFooter';

export function TextPage({ page }: { page: LegalPage }) {
  return (
    <>
      <article className="card prose">
        <LegalText page={page} />
      </article>
      <SiteFooter />
    </>
  );
}
