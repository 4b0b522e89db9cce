import { estimateRows, type Estimate } from '../../../common/markup/estimate';

// The estimate as a workbook: the CSV's rows with numbers as numbers and money formatted. exceljs
// is loaded on the first download, not when the server starts.

const MONEY_COLUMNS = [6, 7, 8, 9, 10];

export async function estimateXlsx(estimate: Estimate): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Estimate', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRows(estimateRows(estimate));
  sheet.getRow(1).font = { bold: true };
  for (const column of MONEY_COLUMNS) sheet.getColumn(column).numFmt = '#,##0.00';
  sheet.getColumn(2).width = 18;
  sheet.getColumn(3).width = 24;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
