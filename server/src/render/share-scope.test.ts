import path from 'node:path';
import React from 'react';
import { createBuildRequire } from './share-scope.ts';

describe('the require a Node build is given', () => {
  it('hands each build a working DOMPurify of its own, so one release’s hooks never reach another', () => {
    type Purifier = { sanitize: (html: string) => string; addHook: (name: string, hook: () => void) => void };
    const first = createBuildRequire('first')('dompurify') as Purifier;
    const second = createBuildRequire('second')('dompurify') as Purifier;
    expect(first.sanitize('<p>سلام<script>alert(1)</script></p>')).toBe('<p>سلام</p>');
    expect(second).not.toBe(first);
    expect(createBuildRequire('first')('dompurify')).not.toBe(first);
  });

  it('shares the server’s React and Node’s own modules, and refuses anything else', () => {
    const requireForBuild = createBuildRequire('quiz 1.2.3');
    expect(requireForBuild('react')).toBe(React);
    expect(requireForBuild('path')).toBe(path);
    expect(() => requireForBuild('left-pad')).toThrow('quiz 1.2.3 asks for "left-pad"');
  });
});
