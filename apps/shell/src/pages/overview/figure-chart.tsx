import { useEffect, useRef, useState } from 'react';

export interface ChartData {
  /** 'line' over time, or 'bar' across kinds (drawn horizontally, longest names fit). */
  kind: 'line' | 'bar';
  labels: readonly string[];
  values: readonly number[];
}

/** A colour of the theme (antd's tokens as CSS variables on the page), with a fallback. */
const token = (element: Element, name: string, fallback: string) =>
  getComputedStyle(element).getPropertyValue(name).trim() || fallback;

/** The chart's option, coloured from the theme's tokens. */
export function chartOption(element: Element, { kind, labels, values }: ChartData) {
  const primary = token(element, '--ant-color-primary', '#1677ff');
  const text = token(element, '--ant-color-text-secondary', 'rgba(0,0,0,0.65)');
  const line = token(element, '--ant-color-border-secondary', '#f0f0f0');
  const category = {
    type: 'category',
    data: [...labels],
    axisLabel: { color: text },
    axisLine: { lineStyle: { color: line } },
  };
  const value = {
    type: 'value',
    minInterval: 1,
    axisLabel: { color: text },
    splitLine: { lineStyle: { color: line } },
  };
  const horizontal = kind === 'bar';
  return {
    animation: false,
    color: [primary],
    tooltip: { trigger: 'axis' },
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    xAxis: horizontal ? value : category,
    yAxis: horizontal ? { ...category, inverse: true } : value,
    series: [{ type: kind, data: [...values], ...(kind === 'line' ? { areaStyle: { opacity: 0.12 } } : {}) }],
  };
}

/**
 * A chart of one series, with its figures as a table for screen readers (the drawing itself is
 * hidden from them). ECharts loads on its own (a dynamic import) when the chart first comes into
 * view, so it is never part of the first load; the chart follows its box's size and is disposed
 * with the component.
 */
export function FigureChart({
  caption,
  labelHeader,
  valueHeader,
  data,
}: {
  caption: string;
  labelHeader: string;
  valueHeader: string;
  data: ChartData;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element || inView || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setInView(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView]);

  useEffect(() => {
    const element = box.current;
    if (!inView || !element) return;
    let live = true;
    let dispose = () => {};
    void import('./echarts-setup').then(({ init }) => {
      if (!live) return;
      const chart = init(element);
      chart.setOption(chartOption(element, data));
      const resize = new ResizeObserver(() => chart.resize());
      resize.observe(element);
      dispose = () => {
        resize.disconnect();
        chart.dispose();
      };
    });
    return () => {
      live = false;
      dispose();
    };
  }, [inView, data]);

  return (
    <figure className="rc-overview-chart">
      <div ref={box} className="rc-overview-chart-box" aria-hidden="true" />
      <table className="rc-visually-hidden">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {data.labels.map((label, i) => (
            <tr key={`${label}-${i}`}>
              <th scope="row">{label}</th>
              <td>{data.values[i]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
