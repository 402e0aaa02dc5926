<?php
/**
 * Proseo harness: write the shop's products as CSV with WooCommerce's OWN exporter
 * (WC_Product_CSV_Exporter, WooCommerce 11.0.1), to compare with what Proseo writes.
 *
 * Usage:  php export.php > out.csv
 * Env:    WOO_DIR (default /work/woo, else /tmp/woo)
 *         EXPORT_META=0  leave out "Meta: …" columns (the admin screen's "Export custom meta"
 *                        checkbox is unticked by default; this harness ticks it by default)
 * Output starts with a UTF-8 BOM, exactly as the exporter's download does.
 */
if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}
ini_set( 'display_errors', 'stderr' );
ini_set( 'log_errors', '0' );
$woo_dir = getenv( 'WOO_DIR' ) ?: ( is_file( '/work/woo/wp-config.php' ) ? '/work/woo' : '/tmp/woo' );
define( 'WP_ADMIN', true ); // so WC_Admin_Brands adds the "Brands" column
$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['SERVER_NAME'] = 'localhost';
$_SERVER['REQUEST_URI'] = '/wp-admin/edit.php?post_type=product&page=product_exporter';
ob_start();
require "$woo_dir/wp-load.php";
require_once ABSPATH . 'wp-admin/includes/admin.php';
fwrite( STDERR, ob_get_clean() );
$admin = get_user_by( 'login', 'admin' ) ?: get_user_by( 'id', 1 );
wp_set_current_user( $admin->ID );
include_once WC_ABSPATH . 'includes/export/class-wc-product-csv-exporter.php';

class Proseo_Export extends WC_Product_CSV_Exporter {
	public function csv() {
		$this->prepare_data_to_export();
		return chr( 239 ) . chr( 187 ) . chr( 191 ) . $this->export_column_headers() . $this->get_csv_data();
	}
}
$exporter = new Proseo_Export();
$exporter->enable_meta_export( getenv( 'EXPORT_META' ) !== '0' );
$exporter->set_limit( 100000 );
$exporter->set_page( 1 );
echo $exporter->csv();
