/** /applications (consumer §2): the download asks for the latest release again, and says why when that fails. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CallOutput } from '@tt/contract';
import { appInfo, problem, renderApp, stubApi } from './helpers';

const release: CallOutput<'app/release/latest'> = {
  configured: true,
  version: 'v1.2.0',
  apk: { name: 'tiny-tidings.apk', url: 'https://example.com/tiny-tidings.apk', size: 12_000_000 },
};

describe('the applications page', () => {
  it('says why the download failed, and asks again on the next try', async () => {
    let asked = 0;
    stubApi((path) => {
      if (path === 'app/info') return { body: appInfo };
      if (path !== 'app/release/latest') return undefined;
      // the page's first look, then the button's failed ask, then its good one
      return ++asked === 2 ? problem(500, 500, 'Boom') : { body: release };
    });
    renderApp('/applications');
    const download = await screen.findByRole('button', { name: 'Download for Android' });
    fireEvent.click(download);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    // the next try asks again and goes on to the file (jsdom does not navigate): the message goes
    fireEvent.click(download);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(asked).toBe(3);
  });
});
