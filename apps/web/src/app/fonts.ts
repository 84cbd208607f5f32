/** Roboto for the console's languages: fonts.css says why it declares the faces itself. */
import './fonts.css';
