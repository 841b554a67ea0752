/**
 * eSpeak NG compiled to WASM (npm espeak-ng): one CLI run per call. The 18 MB module is compiled once per
 * process; each run gets a fresh instance (the CLI's state is per run). Our own voice variants are written
 * into the instance's file system before the CLI starts (decision 037: Тиша's child voice).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import ESpeakNg from 'espeak-ng';
import { VARIANTS, type VoiceSettings } from './voices.js';

type ESpeakModule = {
  FS: { readFile(path: string): Uint8Array; writeFile(path: string, data: string): void };
};
type Imports = WebAssembly.Imports;
interface ESpeakOptions {
  arguments: string[];
  print?: (s: string) => void;
  printErr?: (s: string) => void;
  onRuntimeInitialized?: () => void;
  instantiateWasm?: (
    imports: Imports,
    ok: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
  ) => object;
}
const createEspeak = ESpeakNg as unknown as (options: ESpeakOptions) => Promise<ESpeakModule>;

/** Where the package's embedded data keeps the voice variants (`-v ru+name` loads `!v/name`). */
const VARIANT_DIR = '/usr/local/share/espeak-ng-data/voices/!v/';

let compiled: Promise<WebAssembly.Module> | null = null;
function wasm(): Promise<WebAssembly.Module> {
  compiled ??= WebAssembly.compile(
    fs.readFileSync(
      createRequire(import.meta.url)
        .resolve('espeak-ng')
        .replace(/\.js$/, '.wasm'),
    ),
  );
  return compiled;
}

/** One CLI run; returns what it printed and the file system to read its output from. */
async function cli(
  args: string[],
  files: Record<string, string> = {},
): Promise<{ espeak: ESpeakModule; printed: string[]; errors: string[] }> {
  const module = await wasm();
  const printed: string[] = [];
  const errors: string[] = [];
  // main() runs inside the instantiation callback: a crash there (a WASM trap) must fail this run, not the process
  let crash: unknown = null;
  const options: ESpeakOptions & Partial<ESpeakModule> = {
    arguments: args,
    print: (line) => printed.push(line),
    printErr: (line) => errors.push(line),
    // after the embedded data is in place, before main() reads the voice
    onRuntimeInitialized() {
      for (const [name, text] of Object.entries(VARIANTS)) options.FS!.writeFile(VARIANT_DIR + name, text);
      for (const [path, text] of Object.entries(files)) options.FS!.writeFile(path, text);
    },
    instantiateWasm(imports, ok) {
      void WebAssembly.instantiate(module, imports)
        .then((instance) => ok(instance, module))
        .catch((error: unknown) => (crash = error));
      return {};
    },
  };
  const espeak = await createEspeak(options);
  // the crash is caught a turn after the module resolves
  await new Promise((resolve) => setImmediate(resolve));
  if (crash) throw new Error(`eSpeak NG stopped: ${String(crash)}`);
  return { espeak, printed, errors };
}

const voiceArgs = (v: VoiceSettings) => [
  '-m',
  '-v',
  v.voice,
  '-s',
  String(v.rate),
  '-p',
  String(v.pitch),
  '-P',
  String(v.range),
  '-g',
  String(v.gap),
];

/** Speaks SSML once and returns the WAV (16-bit mono, 22 050 Hz). */
export async function speakSsml(ssml: string, v: VoiceSettings): Promise<Buffer> {
  const { espeak, errors } = await cli([...voiceArgs(v), '-w', 'voice.wav', ssml]);
  try {
    return Buffer.from(espeak.FS.readFile('voice.wav'));
  } catch {
    throw new Error(`eSpeak NG made no audio${errors.length ? `: ${errors.join(' ')}` : ''}`);
  }
}

const LONG_TEXT = 4000;

/** The phonemes eSpeak would say for SSML (its `-x` mnemonics, one line per clause), without making audio. */
export async function phonemesOf(ssml: string, v: VoiceSettings): Promise<string[]> {
  // a long text (a word list) from a file: as an argument it overruns the CLI's memory; a short one as an
  // argument, since phoneme input ([[…]]) read from a file makes this build run out of memory
  const { printed } =
    ssml.length > LONG_TEXT
      ? await cli([...voiceArgs(v), '-q', '-x', '-f', 'text.xml'], { 'text.xml': ssml })
      : await cli([...voiceArgs(v), '-q', '-x', ssml]);
  return printed.map((line) => line.trim()).filter(Boolean);
}
