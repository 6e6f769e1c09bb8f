import { readFileSync } from 'node:fs';
import { BANKID_URLS, createRpClient } from './rp-client';
import type { BankIdClient } from './rp-types';
import { BankIdSimulator, type SimulatorOptions } from './simulator';
import { isProduction } from '../../host/http/run-mode';

export type BankIdMode = 'simulator' | 'test' | 'production';

export type BankIdConfig = { mode: 'simulator' } | { mode: 'test' | 'production'; url: string; pfx: Buffer; passphrase: string; ca: Buffer };

type Env = Record<string, string | undefined>;

export class BankIdConfigError extends Error {
  constructor(message: string) {
    super(`BankID configuration: ${message}`);
    this.name = 'BankIdConfigError';
  }
}

/**
 * LONNA_BANKID_MODE=simulator|test|production (default: simulator, except
 * in production mode (LONNA_MODE=production or production mode) where it must be set and the simulator is refused),
 * LONNA_BANKID_PFX (path to the RP certificate, PKCS#12), LONNA_BANKID_PASSPHRASE,
 * LONNA_BANKID_CA (path to BankID's CA certificate, PEM), LONNA_BANKID_URL
 * (optional; defaults to BankID's test or production URL for the mode).
 */
export function readBankIdConfig(env: Env = process.env, readFile: (path: string) => Buffer = (p) => readFileSync(p)): BankIdConfig {
  const production = isProduction(env);
  const raw = env.LONNA_BANKID_MODE?.trim() || (production ? '' : 'simulator');
  if (!raw) throw new BankIdConfigError('LONNA_BANKID_MODE must be set (test or production) in production mode');
  if (raw !== 'simulator' && raw !== 'test' && raw !== 'production') {
    throw new BankIdConfigError(`LONNA_BANKID_MODE must be simulator, test or production, not "${raw}"`);
  }
  if (raw === 'simulator') {
    if (production) throw new BankIdConfigError('the BankID simulator never runs in production mode');
    return { mode: 'simulator' };
  }
  const need = (name: string): string => {
    const v = env[name]?.trim();
    if (!v) throw new BankIdConfigError(`${name} is required in ${raw} mode`);
    return v;
  };
  const url = env.LONNA_BANKID_URL?.trim() || BANKID_URLS[raw];
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new BankIdConfigError(`LONNA_BANKID_URL is not a URL: ${url}`);
  }
  if (parsed.protocol !== 'https:') throw new BankIdConfigError('LONNA_BANKID_URL must be https');
  const load = (name: string): Buffer => {
    const path = need(name);
    try {
      return readFile(path);
    } catch (e) {
      throw new BankIdConfigError(`${name}: cannot read ${path} (${(e as Error).message})`);
    }
  };
  return { mode: raw, url, pfx: load('LONNA_BANKID_PFX'), passphrase: need('LONNA_BANKID_PASSPHRASE'), ca: load('LONNA_BANKID_CA') };
}

export interface BankIdSetup {
  mode: BankIdMode;
  client: BankIdClient;
  /** set only in simulator mode: the host then mounts the /dev/bankid page and API */
  simulator: BankIdSimulator | null;
}

/** The client for the configured mode. */
export function createBankIdClient(config: BankIdConfig, simulatorOptions: SimulatorOptions = {}): BankIdSetup {
  if (config.mode === 'simulator') {
    const simulator = new BankIdSimulator(simulatorOptions);
    return { mode: 'simulator', client: simulator, simulator };
  }
  return {
    mode: config.mode,
    client: createRpClient({ baseUrl: config.url, pfx: config.pfx, passphrase: config.passphrase, ca: config.ca }),
    simulator: null,
  };
}
