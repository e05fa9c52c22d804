import { useTranslation } from 'react-i18next';
import type { Mode } from '../../domain/modes';
import { PACKET_PATHS } from '../../domain/packet-path';
import { useDataT } from '../../i18n/use-data-t';
import { TableScroll } from '../table-scroll';
import './packet-path.css';

// The drawing's grid, in viewBox units: five steps in a row, the found step's structure below.
const BOX_W = 132;
const GAP = 25;
const BOX_H = 56;
const TOP = 4;
const BELOW = TOP + BOX_H + 18;
const x = (i: number) => i * (BOX_W + GAP);

/** A label's lines (the locale breaks them with \n), centred on (cx, y). */
function Lines({ text, cx, y }: { text: string; cx: number; y: number }) {
  return (
    <text x={cx} y={y} textAnchor="middle">
      {text.split('\n').map((line, i) => (
        <tspan key={i} x={cx} dy={i === 0 ? 0 : 17}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/** Rules tried one after another until the Service's: the walk grows with the Services. */
function Walk({ left, head }: { left: number; head: string }) {
  const { t } = useTranslation('diagram');
  const rows = [t('walk.row', { n: 1 }), t('walk.row', { n: 2 }), '⋮', t('walk.last')];
  return (
    <g className="pp-walk">
      {rows.map((label, i) => {
        const y = BELOW + i * 24;
        const last = i === rows.length - 1;
        return label === '⋮' ? (
          <text key={i} x={left + BOX_W / 2} y={y + 15} textAnchor="middle">
            ⋮
          </text>
        ) : (
          <g key={i} className={last ? 'pp-hit' : undefined}>
            <rect x={left + 14} y={y} width={BOX_W - 14} height={19} rx="4" />
            <text x={left + 14 + (BOX_W - 14) / 2} y={y + 14} textAnchor="middle" className="pp-small">
              {label}
            </text>
          </g>
        );
      })}
      <line
        x1={left + 5}
        y1={BELOW}
        x2={left + 5}
        y2={BELOW + 3 * 24 + 14}
        className="pp-arrow"
        markerEnd={`url(#${head})`}
      />
      <text x={left + BOX_W / 2} y={BELOW + 4 * 24 + 12} textAnchor="middle" className="pp-small pp-note">
        {t('walk.note')}
      </text>
    </g>
  );
}

/** A table reached in one step: it grows, the lookup does not. */
function Hash({ left }: { left: number }) {
  const { t } = useTranslation('diagram');
  const cells = [0, 1, 2, 3].flatMap((r) => [0, 1, 2, 3].map((c) => ({ r, c })));
  const x0 = left + (BOX_W - 4 * 26) / 2;
  return (
    <g className="pp-hash">
      {cells.map(({ r, c }) => (
        <rect
          key={`${r}-${c}`}
          x={x0 + c * 26}
          y={BELOW + 6 + r * 20}
          width={24}
          height={18}
          rx="3"
          className={r === 2 && c === 1 ? 'pp-hit' : undefined}
        />
      ))}
      <text x={left + BOX_W / 2} y={BELOW + 4 * 24 + 12} textAnchor="middle" className="pp-small pp-note">
        {t('hash.note')}
      </text>
    </g>
  );
}

/**
 * How a new connection's first packet finds its Service in one mode, drawn (no script: the
 * prerendered page holds it): its steps, the step where the Service is found and how — rules
 * walked in order, or one lookup — and what grows with the number of Services.
 */
export function PacketPath({ mode }: { mode: Mode }) {
  const { t } = useTranslation('diagram');
  // Step keys come from the data (domain/packet-path.ts); the translation check holds each one.
  const dt = useDataT('diagram');
  const path = PACKET_PATHS[mode];
  const found = path.steps.indexOf(path.found.step);
  const id = `packet-path-${mode}`;
  const last = path.steps.length - 1;
  return (
    // On a phone the drawing keeps its size and scrolls sideways, like a wide table.
    <TableScroll className={`packet-path mode-${mode}`} label={t(`${mode}.title`)}>
      <svg viewBox={`0 0 ${x(last) + BOX_W} 236`} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>{t(`${mode}.title`)}</title>
        <desc id={`${id}-desc`}>{t(`${mode}.desc`)}</desc>
        <defs>
          <marker id={`${id}-head`} viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto">
            <path d="M0 0 8 4 0 8z" className="pp-head" />
          </marker>
        </defs>
        {path.steps.map((step, i) => (
          <g key={step} className={i === found ? 'pp-step pp-found' : 'pp-step'}>
            <rect x={x(i) + 1} y={TOP} width={BOX_W - 2} height={BOX_H} rx="8" />
            <Lines text={dt(`${mode}.${step}`)} cx={x(i) + BOX_W / 2} y={TOP + 23} />
            {i < last ? (
              <line
                x1={x(i) + BOX_W}
                y1={TOP + BOX_H / 2}
                x2={x(i + 1) - 3}
                y2={TOP + BOX_H / 2}
                className="pp-arrow"
                markerEnd={`url(#${id}-head)`}
              />
            ) : null}
          </g>
        ))}
        {path.found.by === 'walk' ? <Walk left={x(found)} head={`${id}-head`} /> : <Hash left={x(found)} />}
        <text x="0" y="228" className="pp-grows">
          <tspan className="pp-strong">{t('grows')}</tspan> {t(`${mode}.grew`)}
        </text>
      </svg>
    </TableScroll>
  );
}
