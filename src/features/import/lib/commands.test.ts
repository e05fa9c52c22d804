import { describe, expect, it } from 'vitest';
import type { ImportError } from '../../../domain/import/types';
import { ALL_IN_ONE, COMMANDS, COMMAND_IDS, KUBECTL_COMMANDS, ON_A_NODE, commandsFor } from './commands';

describe('the commands the page lists', () => {
  it('lists every command once', () => {
    expect([...COMMAND_IDS].sort()).toEqual(Object.keys(COMMANDS).sort());
  });

  it("step 1's file and node line hold every command once, in the page's order", () => {
    expect(
      ALL_IN_ONE.split('\n')
        .slice(1, -1)
        .map((l) => l.trim()),
    ).toEqual([...KUBECTL_COMMANDS]);
    expect(KUBECTL_COMMANDS).toHaveLength(8);
    expect(ON_A_NODE).toBe('uname -r; nft --version');
  });

  it("an error that asks for kubectl's output lists step 1's commands, in step 1's order", () => {
    const errors: ImportError[] = [
      { code: 'empty' },
      { code: 'notJson', hint: 'text', line: 1, sample: 'nodes' },
      { code: 'wrongKind', found: [{ kind: 'Pod', count: 3 }], reason: 'otherKinds' },
    ];
    for (const error of errors) expect(commandsFor(error), error.code).toEqual(KUBECTL_COMMANDS);
    expect(commandsFor({ code: 'wrongKind', found: [], reason: 'clientOnly' })).toEqual([COMMANDS.version]);
  });
});
