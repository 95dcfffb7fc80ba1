import { createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Virtuoso } from 'react-virtuoso';

/**
 * The reference the chat's figures are read against: a plain react-virtuoso list of 10,000 static
 * rows, laid out like the message view (bubbles, alternating sides), with nothing read from a
 * store. `?open=load` shows it at once; otherwise the button opens it, as a click on a
 * conversation does.
 */
const total = 10_000;
const rows = Array.from({ length: total + 1 }, (_, i) =>
  i === 0 ? 'Baseline first message' : `History message ${i}`,
);

function Row({ index }: { index: number }) {
  return createElement(
    'div',
    { className: `message${index % 2 ? ' message--mine' : ''}`, 'data-testid': 'message' },
    createElement('div', { className: 'message__bubble' }, createElement('p', null, rows[index])),
  );
}

function App() {
  const [open, setOpen] = useState(new URLSearchParams(location.search).get('open') === 'load');
  return createElement(
    'main',
    null,
    createElement('button', { type: 'button', 'data-testid': 'open', onClick: () => setOpen(true) }, 'Open'),
    open &&
      createElement(Virtuoso<string>, {
        // The message view's test id, which the bench's scroll looks for (JSX passes it through).
        ...({ 'data-testid': 'messages' } as object),
        className: 'messages',
        data: rows,
        initialTopMostItemIndex: total,
        alignToBottom: true,
        computeItemKey: (index) => index,
        itemContent: (index) => createElement(Row, { index }),
      }),
  );
}

createRoot(document.getElementById('root')!).render(createElement(App));
