/**
 * A small warm room around the instruments (Schroeder/Freeverb: four damped feedback combs in parallel,
 * two allpasses in series), so the notes bloom and overlap like a music box on a wooden table instead of
 * stopping dry. Mono, about a second of tail, highs absorbed faster than lows.
 */

/** Comb and allpass delays in seconds: Freeverb's tunings (1116…1356 and 556, 441 samples at 44.1 kHz). */
const COMBS_S = [0.0253, 0.0269, 0.029, 0.0307];
const ALLPASSES_S = [0.0126, 0.01];
const FEEDBACK = 0.84;
const DAMPING = 0.25;
const ALLPASS_GAIN = 0.5;

/** Returns the sound with `wet` of the room's reflections added to it (the dry sound stays at full level). */
export function inRoom(dry: Float32Array, rate: number, wet: number): Float32Array {
  // one pass per filter over the whole sound, each in its own small function: tight loops V8 optimises well
  const reflections = new Float64Array(dry.length);
  for (const seconds of COMBS_S) addComb(dry, reflections, Math.round(seconds * rate), wet / COMBS_S.length);
  for (const seconds of ALLPASSES_S) allpass(reflections, Math.round(seconds * rate));
  const out = new Float32Array(dry.length);
  for (let i = 0; i < dry.length; i++) out[i] = dry[i]! + reflections[i]!;
  return out;
}

/** A feedback comb whose loop loses highs (a one-pole low-pass): each echo duller than the one before. */
function addComb(dry: Float32Array, out: Float64Array, delay: number, gain: number): void {
  const line = new Float64Array(delay);
  let at = 0;
  let low = 0;
  for (let i = 0; i < dry.length; i++) {
    const delayed = line[at]!;
    low = delayed * (1 - DAMPING) + low * DAMPING;
    line[at] = dry[i]! * gain + low * FEEDBACK;
    if (++at === delay) at = 0;
    out[i]! += delayed;
  }
}

/** An allpass diffuser, in place: smears the combs' regular echoes into a smooth tail. */
function allpass(sound: Float64Array, delay: number): void {
  const line = new Float64Array(delay);
  let at = 0;
  for (let i = 0; i < sound.length; i++) {
    const delayed = line[at]!;
    const x = sound[i]!;
    line[at] = x + delayed * ALLPASS_GAIN;
    if (++at === delay) at = 0;
    sound[i] = delayed - x;
  }
}
