import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { init, use as register, type EChartsCoreOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// Only what the overview draws (bars, a line, their grid and tooltip, on canvas): loaded on its
// own when a chart first comes into view, never with the overview itself.
register([BarChart, LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

export { init };
export type { EChartsCoreOption };
