/** The moderator's narration recorder in Russian: which voice a story uses, a refused microphone, no MediaRecorder. */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { setLocale } from '../src/lib/i18n';
import { profile, renderApp, signedInAs } from './helpers';
import { story } from './player-fixture';

const task = {
  uid: 't-1',
  status: 'moderation',
  date: '2026-11-27T00:00:00.000Z',
  workflow: [{ teamid: 'narrator' }],
  purpose: { type: 'tidingsStory' },
  results: { completed: ['narrator'], outputs: {}, progress: {}, error: null },
  storyUid: 's1',
};

function moderatorWith(voice: 'synthetic' | 'person') {
  setLocale('ru');
  signedInAs(profile({ type: 8, features: ['moderation'] }), (path) => {
    if (path === 'admin/moderation/list') return { body: { records: [task], count: 1 } };
    if (path === 'admin/moderation/data') return { body: { task, story: story({ voice, voiceVersion: 1 }) } };
    return undefined;
  });
  renderApp('/panel/moderation?task=t-1');
}

const original = { recorder: window.MediaRecorder, devices: navigator.mediaDevices };
afterEach(() => {
  setLocale('en');
  Object.assign(window, { MediaRecorder: original.recorder });
  Object.defineProperty(navigator, 'mediaDevices', { value: original.devices, configurable: true });
});

describe('Записать озвучку', () => {
  it('shows whose voice the story uses and offers the studio narrator back', async () => {
    moderatorWith('person');
    const voice = await screen.findByRole('region', { name: 'Голос' });
    expect(voice).toHaveTextContent('Голос: запись человека');
    expect(within(voice).getByRole('button', { name: 'Вернуть диктора студии' })).toBeInTheDocument();
  });

  it('says plainly that a browser without MediaRecorder cannot record', async () => {
    delete (window as { MediaRecorder?: unknown }).MediaRecorder;
    moderatorWith('synthetic');
    fireEvent.click(await screen.findByRole('button', { name: 'Записать озвучку' }));
    expect(await screen.findByText(/Этот браузер не умеет записывать звук/)).toBeInTheDocument();
  });

  it('tells a refused microphone in the spec’s words', async () => {
    Object.assign(window, { MediaRecorder: class {} });
    Object.defineProperty(navigator, 'mediaDevices', {
      value: { getUserMedia: () => Promise.reject(new DOMException('no', 'NotAllowedError')) },
      configurable: true,
    });
    moderatorWith('synthetic');
    fireEvent.click(await screen.findByRole('button', { name: 'Записать озвучку' }));
    const prompter = await screen.findByLabelText('Текст для чтения');
    expect(prompter).toHaveTextContent('The keeper fed the seals.');
    fireEvent.click(screen.getByRole('button', { name: 'Записать' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Произошла ошибка' });
    expect(alert).toHaveTextContent('Разрешение на использование микрофона не получено.');
  });
});
