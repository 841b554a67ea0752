/** The parental pin (hash kept, wrong pin, check limit) and the user's picture upload (decisions 030, 031). */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { pictureThumbnail } from '@tt/contract';
import { userPins } from '../../src/db/schema.js';
import { PIN_CHECKS_PER_WINDOW } from '../../src/modules/pin/service.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('parental pin', () => {
  it('keeps only a hash, answers "Invalid pincode" for a wrong pin and limits checks', async () => {
    const { token, id } = await t.register('pin-parent@example.com');
    expect((await t.call('userdata/pin/status', {}, token)).body).toEqual({ set: false });
    // not four digits: the field and the reason
    const short = await t.call('userdata/pin/set', { pin: '12a' }, token);
    expect(short.status).toBe(422);
    expect(short.problem.errors?.[0]).toMatchObject({ field: 'pin', key: 'validation.pin' });

    expect((await t.call('userdata/pin/set', { pin: '4821' }, token)).body).toEqual({ set: true });
    const rows = await t.app.context.db.select().from(userPins).where(eq(userPins.userId, id));
    expect(rows[0]!.pinHash).toMatch(/^\$argon2id\$/);
    expect(rows[0]!.pinHash).not.toContain('4821');
    expect((await t.call('userdata/pin/status', {}, token)).body).toEqual({ set: true });

    const wrong = await t.call('userdata/pin/check', { pin: '1111' }, token);
    expect(wrong.status).toBe(422);
    expect(wrong.problem.errors?.[0]).toMatchObject({
      field: 'pin',
      key: 'errors.invalidPin',
      message: 'Invalid pincode',
    });
    expect((await t.call('userdata/pin/check', { pin: '4821' }, token)).body).toEqual({ ok: true });
    // replacing the pin needs the current one
    expect((await t.call('userdata/pin/set', { pin: '0000' }, token)).status).toBe(422);
    expect((await t.call('userdata/pin/set', { pin: '0000', current: '9999' }, token)).status).toBe(422);
    expect((await t.call('userdata/pin/set', { pin: '0000', current: '4821' }, token)).status).toBe(200);
    expect((await t.call('userdata/pin/check', { pin: '4821' }, token)).status).toBe(422);

    // past the limit even the right pin is refused, with when to try again
    for (let i = 0; i < PIN_CHECKS_PER_WINDOW; i++) await t.call('userdata/pin/check', { pin: '1234' }, token);
    const limited = await t.call('userdata/pin/check', { pin: '0000' }, token);
    expect(limited.status).toBe(429);
    // another account is not held back by this one's attempts
    const other = await t.register('pin-other@example.com');
    await t.call('userdata/pin/set', { pin: '5555' }, other.token);
    expect((await t.call('userdata/pin/check', { pin: '5555' }, other.token)).status).toBe(200);
    expect((await t.call('userdata/pin/remove', { pin: '5555' }, other.token)).body).toEqual({ set: false });
    expect((await t.call('userdata/pin/status', {}, other.token)).body).toEqual({ set: false });
  });
});

async function upload(token: string, name: string, data: Buffer, type = 'image/jpeg') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  return t.upload('userdata/picture/upload', form, token);
}

const media = async (path: string) => Buffer.from(await (await fetch(`${t.url}${path}`)).arrayBuffer());

describe('user picture upload', () => {
  it('re-encodes upright without metadata, keeps a 128 px thumbnail, and checks bytes and size', async () => {
    const { token } = await t.register('picture-parent@example.com');
    // a 1600×800 photo stored sideways (EXIF orientation 6) with a camera's EXIF block
    const photo = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#3a7' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-camera-owner', Make: 'TestCam' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const done = await upload(token, 'Photo.JPG', photo);
    expect(done.status).toBe(200);
    expect(done.body.image).toMatch(/^\/media\/users\/\d+\/[\w-]+\.jpg$/);
    expect(done.body.thumbnail).toBe(pictureThumbnail(done.body.image));

    const stored = await sharp(await media(done.body.image)).metadata();
    // turned upright (800×1600), then fitted into 1024×1024
    expect([stored.width, stored.height]).toEqual([512, 1024]);
    expect(stored.format).toBe('jpeg');
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    const thumb = await sharp(await media(done.body.thumbnail)).metadata();
    expect([thumb.width, thumb.height]).toEqual([128, 128]);
    const info = await t.call('user/info/get', {}, token);
    expect(info.body.info.userpicture).toBe(done.body.image);

    // a PNG named .jpg is a picture all the same (the bytes decide); the old files are gone
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#f00a' } })
      .png()
      .toBuffer();
    const second = await upload(token, 'drawing.jpg', png, 'image/png');
    expect(second.status).toBe(200);
    expect((await fetch(`${t.url}${done.body.image}`)).status).toBe(404);

    // text named .jpg, and a JPEG named .gif: fileext
    const text = await upload(token, 'notes.jpg', Buffer.from('just some words, not a picture'));
    expect(text.status).toBe(415);
    expect(text.problem.errors?.[0]).toMatchObject({ field: 'file', key: 'errors.fileExt' });
    expect((await upload(token, 'photo.gif', photo, 'image/gif')).status).toBe(415);
    // JPEG magic bytes over broken data: "Image hasn't uploaded"
    const broken = await upload(
      token,
      'broken.jpg',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(64)]),
    );
    expect(broken.status).toBe(422);
    expect(broken.problem.title ?? broken.problem.detail ?? JSON.stringify(broken.problem)).toContain(
      "Image hasn't uploaded",
    );

    // over 25 MB: filesize, naming the limit
    const huge = Buffer.concat([photo, Buffer.alloc(25 * 1024 * 1024 + 1 - photo.length)]);
    const tooBig = await upload(token, 'huge.jpg', huge);
    expect(tooBig.status).toBe(413);
    expect(tooBig.problem.errors?.[0]).toMatchObject({ field: 'file', key: 'errors.fileSize' });
    expect(JSON.stringify(tooBig.body)).toContain("the file can't be more than 25 mbytes");

    // without a session: need credentials; removing the picture clears it
    expect((await upload('', 'photo.jpg', photo)).status).toBe(401);
    expect((await t.call('userdata/picture/remove', {}, token)).body).toEqual({ image: null });
    expect((await t.call('user/info/get', {}, token)).body.info.userpicture).toBeNull();
  });

  it('takes four pictures of one account sent at once: none fails, the last one stays', async () => {
    const { token, id } = await t.register('four-pictures@example.com');
    const colours = ['#e33', '#3e3', '#33e', '#ee3'];
    const pictures = await Promise.all(
      colours.map((background) =>
        sharp({ create: { width: 400, height: 300, channels: 3, background } })
          .jpeg()
          .toBuffer(),
      ),
    );
    // the first upload's first file waits (at most 1 s) until another upload writes too, so that
    // their writing overlaps however fast each one is
    const media = t.app.context.media;
    const writeIn = media.writeIn.bind(media);
    let writes = 0;
    let anotherWrites = () => {};
    const overlap = new Promise<void>((resolve) => (anotherWrites = resolve));
    media.writeIn = async (folder, name, data) => {
      if (++writes === 1) await Promise.race([overlap, new Promise((resolve) => setTimeout(resolve, 1000))]);
      else anotherWrites();
      return writeIn(folder, name, data);
    };
    const answers = await Promise.all(pictures.map((p, i) => upload(token, `photo-${i}.jpg`, p))).finally(
      () => (media.writeIn = writeIn),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const image = (await t.call('user/info/get', {}, token)).body.info.userpicture as string;
    expect(answers.map((a) => a.body.image)).toContain(image);
    expect((await fetch(`${t.url}${image}`)).status).toBe(200);
    expect((await fetch(`${t.url}${pictureThumbnail(image)}`)).status).toBe(200);
    // the other three are gone, and no half-written file is left behind
    const folder = path.join(t.config.dataDir, 'media', 'users', String(id));
    expect((await fs.readdir(folder)).sort()).toEqual(
      [image.split('/').pop(), pictureThumbnail(image).split('/').pop()].sort(),
    );
  });
});

describe('a visitor on a story link', () => {
  it('gets the poster of a published story, and "not found" for a wrong id or a wrong share id', async () => {
    const uid = await t.publishedStory({ title: 'The owl and the moon' });
    const poster = await t.call('tidings/story/poster', { uid });
    expect(poster.body).toEqual({
      uid,
      title: 'The owl and the moon',
      cover: expect.stringMatching(/cover-a0\.webp$/),
    });
    expect((await t.call('tidings/story/poster', { uid: 's-nothing' })).status).toBe(404);
    // without a share the visitor is asked to sign in; an unknown share id is simply not found
    expect((await t.call('tidings/story/get', { uid })).status).toBe(401);
    const wrongShare = await t.call('tidings/story/get', { uid, share: 'no-such-share' });
    expect(wrongShare.status).toBe(404);
    expect(wrongShare.problem.title).toBe('Not found');
  });
});
