import { cleanup, render, screen } from '@testing-library/react';
import { useEffect, useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AfterFirstCommit } from './AfterFirstCommit.tsx';

const events: string[] = [];

function Form() {
  useLayoutEffect(() => {
    events.push('form mounted');
  }, []);
  return <p>the form</p>;
}

function Screen() {
  useEffect(() => {
    events.push(`screen committed with ${document.querySelector('.min-h-80') ? 'the placeholder' : 'no placeholder'}`);
  }, []);
  return (
    <AfterFirstCommit placeholderClassName="min-h-80">
      <Form />
    </AfterFirstCommit>
  );
}

describe('a part of a screen mounted after its first commit', () => {
  afterEach(cleanup);

  it('commits a placeholder first, then its children in a commit of their own', async () => {
    const { container } = render(<Screen />);
    expect(await screen.findByText('the form')).toBeTruthy();
    expect(events).toEqual(['screen committed with the placeholder', 'form mounted']);
    expect(container.querySelector('.min-h-80')).toBeNull();
  });
});
