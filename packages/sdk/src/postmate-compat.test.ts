/**
 * The sdk speaks postmate's child half itself; these tests hold it to what postmate 1.5's own
 * `Postmate.Model` does on the wire, so the shell's postmate parent cannot tell them apart.
 */
import Postmate from 'postmate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connect } from './connect';
import { POSTMATE_RECEIVE_METHOD, PROTOCOL_VERSION } from './protocol';
import type { ShellMessage } from './protocol';
import { SAMPLE_CONTEXT, SHELL_ORIGIN, simulateShell } from './simulated-shell';
import type { SimulatedShell } from './simulated-shell';

let shell: SimulatedShell;
beforeEach(() => {
  shell = simulateShell();
});
afterEach(() => shell.restore());

describe('postmate wire compatibility', () => {
  it("answers a handshake exactly as Postmate.Model does, and emits in the Model's format", async () => {
    const kind = (name: string) =>
      shell.posted.filter(({ data }) => (data as { postmate: string }).postmate === name);
    // The sdk goes first: a Model keeps listening for the rest of the file, the sdk stops on disconnect.
    shell.answerContext(SAMPLE_CONTEXT);
    const pending = connect({ allowedOrigins: [SHELL_ORIGIN] });
    shell.handshake();
    const host = await pending;
    void host.version().catch(() => undefined);
    host.disconnect();
    const [sdkReply] = kind('handshake-reply');
    const sdkEmit = kind('emit').at(-1);
    shell.posted.length = 0;

    const model = new Postmate.Model({});
    shell.handshake();
    const child = await model;
    child.emit('rcadmin:versionCheck', { type: 'rcadmin:versionCheck', v: 1, id: 'm-1' });
    const [modelReply] = kind('handshake-reply');
    const [modelEmit] = kind('emit');

    expect(sdkReply).toEqual(modelReply);
    const withoutId = (posted: unknown) =>
      JSON.parse(JSON.stringify(posted).replace(/"id":"[^"]+"/, '"id":"x"'));
    expect(withoutId(sdkEmit)).toEqual(withoutId(modelEmit));
  });

  it('receives a shell message as a postmate call, as a Model method would', async () => {
    shell.answerContext(SAMPLE_CONTEXT);
    const host = connect({ allowedOrigins: [SHELL_ORIGIN] });
    shell.handshake();
    const connected = await host;

    const calls: unknown[] = [];
    const model = new Postmate.Model({ [POSTMATE_RECEIVE_METHOD]: (data: unknown) => calls.push(data) });
    shell.handshake();
    await model;

    const changed = { ...SAMPLE_CONTEXT, language: 'zh' as const };
    const push: ShellMessage = {
      type: 'rcadmin:contextChanged',
      v: PROTOCOL_VERSION,
      id: 'p-1',
      context: changed,
    };
    shell.send(push);
    expect(calls.at(-1)).toEqual(push);
    expect(connected.context).toEqual(changed);
    connected.disconnect();
  });
});
