import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sharedMessages } from '@tt/contract';
import { setLocale } from '../src/lib/i18n';
import { problem, profile, renderApp, signedInAs } from './helpers';

const refusedByLicence = () =>
  signedInAs(profile(), (path) =>
    path === 'tidings/story/get'
      ? problem(403, 603, sharedMessages.en['errors.licence'], { key: 'errors.licence' })
      : undefined,
  );

describe('a story the licence does not cover', () => {
  it('shows the licence message in place of the story, with a way to the plans', async () => {
    refusedByLicence();
    renderApp('/stories/old-story');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This story is not included in your plan. Choose a full plan to watch it.',
    );
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/features');
    expect(document.querySelector('.player')).toBeNull();
  });

  it('says it in Russian', async () => {
    refusedByLicence();
    act(() => setLocale('ru'));
    renderApp('/stories/old-story');
    expect(await screen.findByRole('alert')).toHaveTextContent('Эта сказка не входит в ваш тариф.');
    expect(screen.getByRole('link', { name: 'Посмотреть тарифы' })).toHaveAttribute('href', '/features');
  });

  it('offers no plans link for other failures', async () => {
    signedInAs(profile(), (path) => (path === 'tidings/story/get' ? problem(404, 404, 'Not found') : undefined));
    renderApp('/stories/gone');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
    expect(screen.queryByRole('link', { name: 'See plans' })).toBeNull();
  });
});
