import { recoverFailedStart } from './recover-failed-start.ts';

function chunkError() {
  return Object.assign(new Error('Loading chunk bootstrap failed.'), { name: 'ChunkLoadError' });
}

describe('recoverFailedStart', () => {
  let consoleError: jest.SpyInstance;

  beforeEach(() => {
    sessionStorage.clear();
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => consoleError.mockRestore());

  it('reloads the page once when a start chunk could not be loaded, and not again right after', () => {
    const reload = jest.fn();
    const recovery = { reload, buildId: () => 'main.abc.js' };

    recoverFailedStart(chunkError(), recovery);
    expect(reload).toHaveBeenCalledTimes(1);

    // The reload's own start fails too: the page stays as it is instead of reloading in a loop.
    recoverFailedStart(chunkError(), recovery);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('does not reload for an error in the code itself', () => {
    const reload = jest.fn();
    const error = new TypeError('x is not a function');

    recoverFailedStart(error, { reload, buildId: () => 'main.abc.js' });

    expect(reload).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith('The page could not start:', error);
  });
});
