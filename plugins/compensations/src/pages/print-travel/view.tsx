import { travelPrint } from '../print-compensations/model';
import { PrintPage } from '../print-compensations/view';

/** ReserakningPrint: the travel expense report of an employee and a month as a PDF */
export default function TravelPrintPage() {
  return <PrintPage model={travelPrint} />;
}
