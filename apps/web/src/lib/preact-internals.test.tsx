import { Component, useId, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { version as preactVersion } from 'preact/package.json';
import { version as serverVersion } from 'preact-render-to-string/package.json';
import webPackage from '../../package.json';
import { countIdsFrom, parseUseId, skipIds, SuspensionCatcher, watchRenders } from './preact-internals';

// The guard of lib/preact-internals.ts (decision 0106): each test renders with the installed
// Preact and checks one private field the adapter reads, or one behaviour it relies on. A failure
// names the version and the field: the adapter must be brought up to date (or the upgrade left
// out) before HydrateWhenVisible and the render counts can be trusted again.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const shape = (internal: string, assumption: string) =>
  `Preact ${preactVersion} changed an internal that src/lib/preact-internals.ts reads: ${internal} ` +
  `(${assumption}). Update the adapter for this version, or keep the version pinned in apps/web/package.json.`;

type Loose = Record<string, unknown>;

/** Runs `draw`; what it throws (a promise no component took, say) fails with `shape`'s message. */
function drawing<T>(internal: string, assumption: string, draw: () => T): T {
  try {
    return draw();
  } catch (thrown) {
    throw new Error(`${shape(internal, assumption)} Thrown instead: ${String(thrown)}`);
  }
}

const containers: HTMLElement[] = [];
function mount(node: ReactNode): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  containers.push(container);
  act(() => createRoot(container).render(node));
  return container;
}
afterEach(() => {
  for (const c of containers.splice(0)) c.remove();
});

/** Remembers the instance Preact draws, for its fields. */
class Probe extends Component<{ seen: Probe[]; children?: ReactNode }> {
  override render() {
    this.props.seen.push(this);
    return this.props.children ?? null;
  }
}

function Outer({ seen }: { seen: Probe[] }) {
  return <Probe seen={seen} />;
}

function IdProbe() {
  const id = useId();
  return <i data-id={id} />;
}
const idsIn = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('[data-id]')].map((el) => el.dataset.id);

describe(`lib/preact-internals against Preact ${preactVersion}`, () => {
  it('is the exact version apps/web/package.json pins (preact and preact-render-to-string)', () => {
    const deps = webPackage.dependencies as Record<string, string>;
    expect(
      deps.preact,
      `apps/web/package.json must pin preact exactly (decision 0106), found "${deps.preact}"`,
    ).toMatch(/^\d+\.\d+\.\d+$/);
    expect(
      preactVersion,
      `installed Preact ${preactVersion} is not the pinned ${deps.preact}: run npm ci`,
    ).toBe(deps.preact);
    expect(
      deps['preact-render-to-string'],
      `apps/web/package.json must pin preact-render-to-string exactly (decision 0106)`,
    ).toMatch(/^\d+\.\d+\.\d+$/);
    expect(
      serverVersion,
      `installed preact-render-to-string ${serverVersion} is not the pinned one: run npm ci`,
    ).toBe(deps['preact-render-to-string']);
  });

  it("finds a component's vnode at `__v`, and the component again at the vnode's `__c`", () => {
    const seen: Probe[] = [];
    mount(<Probe seen={seen} />);
    const vnode = (seen[0] as unknown as Loose).__v as Loose | undefined;
    expect(vnode, shape('`__v` (_vnode)', "a component's vnode")).toBeTypeOf('object');
    expect(vnode?.type, shape('`__v` (_vnode)', 'the vnode that drew the component')).toBe(Probe);
    expect(vnode?.__c, shape('`__c` (_component) of a vnode', 'the component it drew')).toBe(seen[0]);
  });

  it("finds a vnode's parent at `__`, up to the root's, which is null", () => {
    const seen: Probe[] = [];
    mount(<Outer seen={seen} />);
    const vnode = (seen[0] as unknown as Loose).__v as Loose;
    const parent = vnode.__ as Loose | undefined;
    expect(parent?.type, shape('`__` (_parent) of a vnode', 'the vnode above')).toBe(Outer);
    let v: Loose = vnode;
    let steps = 0;
    while (v.__ && steps++ < 20) v = v.__ as Loose;
    expect(v.__, shape('`__` (_parent) of a vnode', 'null at the root')).toBeNull();
  });

  it('numbers `useId` from the `[root, next]` counter at `__m` of the root vnode, as "P<root>-<next>"', () => {
    const seen: Probe[] = [];
    const container = mount(
      <Probe seen={seen}>
        <IdProbe />
        <IdProbe />
      </Probe>,
    );
    const ids = idsIn(container);
    expect(ids, shape('the format of `useId`', '"P<root>-<next>", in render order')).toEqual([
      'P0-0',
      'P0-1',
    ]);
    expect(ids.map((id) => parseUseId(id!))).toEqual([
      { root: 0, next: 0 },
      { root: 0, next: 1 },
    ]);
    let v = (seen[0] as unknown as Loose).__v as Loose;
    while (!v.__m && v.__) v = v.__ as Loose;
    expect(v.__m, shape('`__m` (_mask)', "the root's `useId` counter, [root, next]")).toEqual([0, 2]);
  });

  it('skipIds: the ids drawn after the component come out that many numbers on', () => {
    class Skipper extends Component<{ count: number }> {
      override render() {
        skipIds(this, this.props.count);
        return null;
      }
    }
    const container = mount(
      <div>
        <IdProbe />
        <Skipper count={5} />
        <IdProbe />
      </div>,
    );
    expect(
      idsIn(container),
      shape('`__m` (_mask), found up through `__` (_parent)', 'the counter `useId` reads'),
    ).toEqual(['P0-0', 'P0-6']);
  });

  it('countIdsFrom: the children take ids from the counter given, the page goes on with its own', () => {
    const taken: Array<() => void> = [];
    const owners: Component[] = [];
    class Own extends Component<{ children: ReactNode }> {
      override render() {
        owners.push(this);
        taken.push(countIdsFrom(this, 3, 40));
        return this.props.children;
      }
    }
    const container = mount(
      <div>
        <Own>
          <IdProbe />
          <IdProbe />
        </Own>
        <IdProbe />
      </div>,
    );
    expect(
      idsIn(container),
      shape('`__m` (_mask) on a component vnode', 'the nearest counter up is the one `useId` reads'),
    ).toEqual(['P3-40', 'P3-41', 'P0-0']);
    // Taken away, what the component draws later takes ids from the page's counter again.
    const vnode = (owners[0] as unknown as Loose).__v as Loose;
    expect(vnode.__m).toEqual([3, 42]);
    taken[0]!();
    expect(vnode.__m, 'the counter taken away').toBeUndefined();
  });

  describe('SuspensionCatcher (`__c`, _childDidSuspend)', () => {
    const caught: Array<{ promise: Promise<unknown>; suspended: Component | null }> = [];
    class Catcher extends SuspensionCatcher<{ children: ReactNode }> {
      protected override childSuspended(promise: Promise<unknown>, suspended: Component | null): void {
        caught.push({ promise, suspended });
        void promise.then(() => suspended?.forceUpdate());
      }
      override render() {
        return this.props.children;
      }
    }
    let release = () => {};
    let pending: Promise<void> = Promise.resolve();
    const throwers: Component[] = [];
    class Thrower extends Component {
      static waiting = true;
      override render() {
        throwers.push(this);
        if (Thrower.waiting) throw pending;
        return <b>drawn</b>;
      }
    }
    const reset = () => {
      caught.length = 0;
      throwers.length = 0;
      Thrower.waiting = true;
      pending = new Promise<void>((resolve) => (release = resolve));
    };

    it('receives the promise thrown below and the component that threw it', async () => {
      reset();
      const container = drawing(
        '`__c` (_childDidSuspend) on a component',
        'preact/compat hands it a promise thrown below',
        () =>
          mount(
            <Catcher>
              <Thrower />
            </Catcher>,
          ),
      );
      expect(
        caught.length,
        shape('`__c` (_childDidSuspend) on a component', 'preact/compat hands it a promise thrown below'),
      ).toBe(1);
      expect(caught[0]?.promise).toBe(pending);
      expect(
        caught[0]?.suspended,
        shape('`__c` (_component) of the vnode passed to _childDidSuspend', 'the component that threw'),
      ).toBe(throwers[0]);
      Thrower.waiting = false;
      await act(async () => {
        release();
        await pending;
      });
      expect(container.textContent).toBe('drawn');
    });

    it("keeps the server's markup of what suspends while hydrating, and hydrates it in place after", async () => {
      reset();
      const page = (
        <section>
          <Catcher>
            <div className="part">
              <Thrower />
            </div>
          </Catcher>
        </section>
      );
      Thrower.waiting = false;
      const html = renderToString(page);
      Thrower.waiting = true;
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      containers.push(container);
      const part = container.querySelector('.part');
      drawing(
        '`__c` (_childDidSuspend) on a component',
        'preact/compat hands it a promise thrown below',
        () => act(() => hydrateRoot(container, page)),
      );
      expect(
        container.innerHTML,
        shape(
          "preact/compat's suspended hydration",
          "a promise thrown while hydrating keeps the server's elements",
        ),
      ).toBe(html);
      Thrower.waiting = false;
      await act(async () => {
        release();
        await pending;
      });
      expect(container.querySelector('.part'), 'hydrated in place: the same element').toBe(part);
      expect(container.innerHTML).toBe(html);
    });
  });

  it('watchRenders: hears each component Preact draws (`options.__r`, _render), until stopped', () => {
    const types: unknown[] = [];
    const stop = watchRenders((type) => types.push(type));
    const seen: Probe[] = [];
    mount(<Outer seen={seen} />);
    stop();
    expect(types, shape('`options.__r` (_render)', 'called before each component draws')).toEqual(
      expect.arrayContaining([Outer, Probe]),
    );
    const count = types.length;
    mount(<Outer seen={seen} />);
    expect(types.length, 'stopped, it hears nothing more').toBe(count);
  });

  it(`numbers useId on the server (preact-render-to-string ${serverVersion}) as in the browser`, () => {
    const page = (
      <div>
        <IdProbe />
        <div>
          <IdProbe />
        </div>
        <IdProbe />
      </div>
    );
    const server = document.createElement('div');
    server.innerHTML = renderToString(page);
    expect(
      idsIn(server),
      `preact-render-to-string ${serverVersion} and Preact ${preactVersion} no longer number useId alike: ` +
        'dormant parts (HydrateWhenVisible) count the ids the server drew',
    ).toEqual(idsIn(mount(page)));
  });
});
