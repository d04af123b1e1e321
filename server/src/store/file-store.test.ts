import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openSiteStore } from './open-store.ts';
import { siteStoreContract } from './site-store-contract.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A file store on `dataDir`, as one server or CLI process opens it. */
const fileStoreOn = (dataDir: string) => openSiteStore({ DATA_DIR: dataDir, DIST_DIR: '/unused' });

describe('the file store', () => {
  siteStoreContract(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'file-store-'));
    dirs.push(dataDir);
    return { store: fileStoreOn(dataDir), other: fileStoreOn(dataDir) };
  });
});
