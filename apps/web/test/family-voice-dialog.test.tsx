/**
 * "Read it yourself" with a recording already saved (issue 32 §11, §12), in Russian: every scene reads that its
 * take is saved (not "not recorded yet" beside "Saved"), and sizes are in the reader's units (МБ, never MB).
 */
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../src/app/providers';
import { FamilyVoiceDialog } from '../src/features/player/FamilyVoiceDialog';
import { setLocale } from '../src/lib/i18n';
import { profile, signedInAs } from './helpers';
import { story } from './player-fixture';

const MB = 1024 * 1024;
const scene = (start: number) => ({ audio: 'x', audioDuration: 2, words: [], start, end: start + 3, duration: 3 });
const original = { recorder: window.MediaRecorder, devices: navigator.mediaDevices };

beforeEach(() => {
  Object.assign(window, { MediaRecorder: class {} });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: () => null }, configurable: true });
});
afterEach(() => {
  setLocale('en');
  Object.assign(window, { MediaRecorder: original.recorder });
  Object.defineProperty(navigator, 'mediaDevices', { value: original.devices, configurable: true });
});

describe('Read it yourself, a recording saved', () => {
  it('reads "saved" for every scene and gives sizes in МБ in Russian', async () => {
    setLocale('ru');
    signedInAs(profile(), (path) => {
      if (path === 'userdata/narration/get')
        return { body: { narration: { version: 1, duration: 6, scenes: [scene(0), scene(3)] } } };
      if (path === 'userdata/narration/list')
        return {
          body: {
            used: Math.round(3.4 * MB),
            quota: 50 * MB,
            items: [{ uid: 's1', title: 'Тюлени', bytes: Math.round(3.4 * MB), updatedAt: '2026-12-05T10:00:00Z' }],
          },
        };
      return undefined;
    });
    render(
      <MemoryRouter>
        <AppProviders>
          <FamilyVoiceDialog story={story()} />
        </AppProviders>
      </MemoryRouter>,
    );
    const list = await screen.findByRole('region', { name: 'Ваши записи' });
    expect(list).toHaveTextContent('Ваши записи занимают 3,4 МБ из 50 МБ.');
    expect(within(list).getByText(/Тюлени/)).toHaveTextContent('3,4 МБ');
    expect(document.body.textContent).not.toMatch(/MB/);
    const takes = document.querySelector('.narration__takes')!;
    expect(takes).not.toHaveTextContent('ещё не записана');
    expect(within(takes as HTMLElement).getAllByText('сохранена')).toHaveLength(2);
  });
});
