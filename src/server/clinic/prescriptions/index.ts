/** The veterinarian's prescription queue and decisions (issue 16): `/api/clinic/prescriptions…`. */
export { prescriptionRoutes } from './prescriptions.routes';
export { decidePrescription } from './prescriptions.service';
