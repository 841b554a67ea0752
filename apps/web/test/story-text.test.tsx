/** The text version (consumer §2) and the story preview card. */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../src/app/providers';
import { StoryPreviewCard } from '../src/components/StoryPreviewCard';
import { serveStories, story } from './player-fixture';

const marked = story({
  content: 'A <b>brave</b> seal swam.\nThen it slept.<script>alert("x")</script><img src=x onerror="alert(1)">',
  footnotes: [{ title: 'Seal', titleInSource: 'seal', text: 'A sea <i>animal</i>.' }],
});

const renderCard = (uid: string) =>
  render(
    <MemoryRouter>
      <AppProviders>
        <StoryPreviewCard uid={uid} />
      </AppProviders>
    </MemoryRouter>,
  );

describe('story text dialog', () => {
  it('shows the text without its markup, with line breaks, the footnotes and a Close button', async () => {
    serveStories([marked]);
    renderCard('s1');
    fireEvent.click(await screen.findByRole('button', { name: 'Text version' }));
    const dialog = screen.getByRole('dialog', { name: 'Seals and keepers' });
    const text = dialog.querySelector('.story-text p')!;
    expect(text.textContent).toBe('A brave seal swam.Then it slept.');
    expect(text.querySelectorAll('br')).toHaveLength(1);
    expect(dialog.textContent).not.toMatch(/[<>]|alert/);
    expect(dialog.querySelector('script, img')).toBeNull();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Seal: A sea animal.');
    const closers = within(dialog).getAllByRole('button', { name: 'Close' });
    fireEvent.click(closers.find((b) => b.textContent === 'Close')!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('story preview', () => {
  it('shows the date of a news story but not of a story about Tiny Tidings', async () => {
    serveStories([story(), story({ uid: 'about', title: 'About us', topic: 'aboutStory' })]);
    renderCard('s1');
    expect(await screen.findByText('05/01/2026')).toBeInTheDocument();
    const { container } = renderCard('about');
    await within(container).findByRole('heading', { name: 'About us' });
    expect(container.querySelector('time')).toBeNull();
  });
});
