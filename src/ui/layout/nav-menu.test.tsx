// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NavMenu } from './nav-menu';

function setup() {
  render(
    <>
      <NavMenu id="menu" label="Reference" labelId="menu-label">
        <ul aria-labelledby="menu-label">
          <li>
            <a href="#rules">Rules</a>
          </li>
        </ul>
      </NavMenu>
      <button type="button">elsewhere</button>
    </>,
  );
  const button = screen.getByRole('button', { name: 'Reference' });
  const menu = button.closest('.nav-menu');
  const isOpen = () => button.getAttribute('aria-expanded') === 'true' && menu?.getAttribute('data-open') === 'true';
  return { button, isOpen };
}

describe('NavMenu', () => {
  afterEach(cleanup);

  it('opens and closes with its button, which controls the named list', () => {
    const { button, isOpen } = setup();
    expect(button.getAttribute('aria-controls')).toBe('menu');
    expect(screen.getByRole('list', { name: 'Reference' })).toBeTruthy();
    expect(isOpen()).toBe(false);
    fireEvent.click(button);
    expect(isOpen()).toBe(true);
    fireEvent.click(button);
    expect(isOpen()).toBe(false);
  });

  it('closes on Escape and gives the focus back to its button', () => {
    const { button, isOpen } = setup();
    fireEvent.click(button);
    screen.getByRole('link', { name: 'Rules' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('closes on a press outside, when a link is followed, and when the focus leaves it', () => {
    const { button, isOpen } = setup();
    const elsewhere = screen.getByRole('button', { name: 'elsewhere' });
    fireEvent.click(button);
    fireEvent.pointerDown(elsewhere);
    expect(isOpen()).toBe(false);

    fireEvent.click(button);
    fireEvent.click(screen.getByRole('link', { name: 'Rules' }));
    expect(isOpen()).toBe(false);

    fireEvent.click(button);
    fireEvent.blur(button, { relatedTarget: elsewhere });
    expect(isOpen()).toBe(false);
  });

  it('stays open while the focus moves inside it', () => {
    const { button, isOpen } = setup();
    fireEvent.click(button);
    fireEvent.blur(button, { relatedTarget: screen.getByRole('link', { name: 'Rules' }) });
    expect(isOpen()).toBe(true);
  });
});
