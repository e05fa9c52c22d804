// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNear } from './when-near';

/** An observer the test drives: it records what it watches and reports when told to. */
class FakeObserver {
  static last: FakeObserver | undefined;
  watched: Element[] = [];
  options: IntersectionObserverInit | undefined;
  disconnected = false;
  constructor(
    private readonly report: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    FakeObserver.last = this;
  }
  observe(el: Element) {
    this.watched.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
  enter() {
    const entries = this.watched.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.report(entries, this as unknown as IntersectionObserver);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.last = undefined;
});

describe('WhenNear', () => {
  it('renders its part only once its place nears the viewport, then stops watching', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    await act(async () => {
      render(
        <WhenNear>
          <p>below the fold</p>
        </WhenNear>,
      );
    });
    expect(screen.queryByText('below the fold')).toBeNull();
    const observer = FakeObserver.last;
    expect(observer?.watched).toHaveLength(1);
    expect(observer?.options?.rootMargin).toMatch(/^\d+px/);

    await act(async () => observer?.enter());
    expect(screen.getByText('below the fold')).toBeTruthy();
    expect(observer?.disconnected).toBe(true);
  });
});
