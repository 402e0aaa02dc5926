<?php
/**
 * Proseo harness: import a product CSV with WooCommerce's REAL importer, the way the
 * admin screen (Products > Import) does it, then dump what the shop contains as JSON.
 *
 * Usage:  php import.php <file.csv>
 *         RESET=1 php import.php <file.csv>   delete all products, product terms, global
 *                                             attributes and attachments first
 *         php import.php --dump               only dump the shop (no import)
 *
 * Env:
 *   WOO_DIR=/work/woo        WordPress root (default /work/woo, else /tmp/woo)
 *   RESET=1                  start from an empty shop
 *   UPDATE_EXISTING=1        tick "Update existing products" (default: unticked, as in the admin
 *                            screen). NOTE: when ticked, rows whose SKU/ID does not exist yet are
 *                            SKIPPED ("No matching product exists to update.").
 *   DELIMITER=,              "CSV Delimiter" advanced option (default ,)
 *   CHARACTER_ENCODING=      "Character encoding" advanced option (default "" = Autodetect)
 *   WEIGHT_UNIT=kg DIMENSION_UNIT=cm   change the store units (persisted) before mapping; they
 *                            decide which "Weight (kg)"/"Length (cm)"/... headers are recognised
 *
 * Flow reproduced (WooCommerce 11.0.1, includes/admin/importers/class-wc-product-csv-importer-controller.php):
 *   1. upload:  the file is copied into wp-content/uploads/ (validate_file_path() only accepts
 *               files under ABSPATH or the uploads dir, with .csv/.txt extension).
 *   2. mapping: mapping_form(): importer with lines=1, get_raw_keys(), auto_map_columns(); the
 *               mapping screen renders a <select> per column whose pre-selected option is the
 *               auto-mapped value IF that value is one of get_mapping_options( $mapped ) keys,
 *               otherwise "Do not import" (value ""). That selection is what is POSTed.
 *   3. import:  dispatch_ajax() repeatedly (batch size 30, as the JS does) with parse=true,
 *               then the post-import cleanup queries run by dispatch_ajax() at 100 %.
 * Only PHP is used; no shell-outs; no network except what WordPress does for image URLs.
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}
ini_set( 'display_errors', 'stderr' ); // Keep stdout pure JSON.
ini_set( 'log_errors', '0' );

$args = array_slice( $argv, 1 );
$dump_only = in_array( '--dump', $args, true );
$args      = array_values( array_diff( $args, array( '--dump' ) ) );
if ( ! $dump_only && count( $args ) !== 1 ) {
	fwrite( STDERR, "usage: php import.php <file.csv>   (env: RESET=1 UPDATE_EXISTING=1 WOO_DIR=...)\n       php import.php --dump\n" );
	exit( 2 );
}
$csv_arg = $dump_only ? null : $args[0];
if ( null !== $csv_arg && ! is_readable( $csv_arg ) ) {
	fwrite( STDERR, "cannot read $csv_arg\n" );
	exit( 2 );
}

$woo_dir = getenv( 'WOO_DIR' ) ?: ( is_file( '/work/woo/wp-config.php' ) ? '/work/woo' : '/tmp/woo' );
if ( ! is_file( "$woo_dir/wp-config.php" ) ) {
	fwrite( STDERR, "WordPress not found in $woo_dir; run setup.sh first\n" );
	exit( 2 );
}

// Behave like a wp-admin request so is_admin() is true: WooCommerce then loads its admin-only
// code, notably WC_Admin_Brands which adds the "Brands" column to the importer.
define( 'WP_ADMIN', true );
$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['SERVER_NAME'] = 'localhost';
$_SERVER['REQUEST_URI'] = '/wp-admin/edit.php?post_type=product&page=product_importer';
$_SERVER['PHP_SELF']    = '/wp-admin/edit.php';

ob_start(); // anything WordPress prints while loading goes to stderr
require "$woo_dir/wp-load.php";
require_once ABSPATH . 'wp-admin/includes/admin.php';
require_once ABSPATH . 'wp-admin/includes/class-wp-importer.php';
fwrite( STDERR, ob_get_clean() );

// The admin screen runs as a logged-in administrator (capabilities manage_product_terms,
// unfiltered_html ... matter for categories/brands creation and for kses on descriptions).
$admin = get_user_by( 'login', 'admin' ) ?: get_user_by( 'id', 1 );
wp_set_current_user( $admin->ID );

include_once WC_ABSPATH . 'includes/import/class-wc-product-csv-importer.php';
include_once WC_ABSPATH . 'includes/admin/importers/class-wc-product-csv-importer-controller.php';

/**
 * Exposes the protected pieces of the admin controller, unchanged.
 */
class Proseo_Import_Controller extends WC_Product_CSV_Importer_Controller {
	public function map( $headers ) {
		return $this->auto_map_columns( $headers );
	}
	public function options( $item ) {
		return $this->get_mapping_options( $item );
	}
	public static function validate( $path ) {
		self::validate_file_path( $path );
	}
}

// ---------------------------------------------------------------------------------------------
function proseo_reset_shop() {
	global $wpdb;
	$ids = $wpdb->get_col( "SELECT ID FROM {$wpdb->posts} WHERE post_type IN ('product','product_variation')" );
	foreach ( $ids as $id ) {
		wp_delete_post( (int) $id, true );
	}
	$att = $wpdb->get_col(
		"SELECT p.ID FROM {$wpdb->posts} p WHERE p.post_type='attachment' AND p.ID NOT IN ( SELECT option_value FROM {$wpdb->options} WHERE option_name='woocommerce_placeholder_image' )"
	);
	foreach ( $att as $id ) {
		wp_delete_attachment( (int) $id, true );
	}
	$default_cat = (int) get_option( 'default_product_cat' );
	$taxes       = array( 'product_cat', 'product_tag', 'product_brand', 'product_shipping_class' );
	foreach ( wc_get_attribute_taxonomies() as $tax ) {
		$taxes[] = wc_attribute_taxonomy_name( $tax->attribute_name );
	}
	foreach ( $taxes as $tax ) {
		if ( ! taxonomy_exists( $tax ) ) {
			continue;
		}
		$terms = get_terms( array( 'taxonomy' => $tax, 'hide_empty' => false, 'fields' => 'ids' ) );
		foreach ( is_wp_error( $terms ) ? array() : $terms as $tid ) {
			if ( 'product_cat' === $tax && (int) $tid === $default_cat ) {
				continue;
			}
			wp_delete_term( (int) $tid, $tax );
		}
	}
	foreach ( wc_get_attribute_taxonomies() as $tax ) {
		wc_delete_attribute( (int) $tax->attribute_id );
		// Still registered in this request; wc_create_attribute() would then refuse the slug.
		unregister_taxonomy( wc_attribute_taxonomy_name( $tax->attribute_name ) );
	}
	delete_transient( 'wc_attribute_taxonomies' );
	$wpdb->query( "DELETE FROM {$wpdb->postmeta} WHERE meta_key='_original_id'" );
	if ( function_exists( 'wc_delete_product_transients' ) ) {
		wc_delete_product_transients();
	}
	wp_cache_flush();
}

function proseo_term_path( $term_id, $tax ) {
	$names = array();
	foreach ( array_reverse( get_ancestors( $term_id, $tax, 'taxonomy' ) ) as $aid ) {
		$t       = get_term( $aid, $tax );
		$names[] = $t && ! is_wp_error( $t ) ? $t->name : "#$aid";
	}
	$t       = get_term( $term_id, $tax );
	$names[] = $t && ! is_wp_error( $t ) ? $t->name : "#$term_id";
	return implode( ' > ', $names );
}

function proseo_terms( $product_id, $tax ) {
	$terms = wp_get_post_terms( $product_id, $tax );
	if ( is_wp_error( $terms ) ) {
		return array();
	}
	$out = array();
	foreach ( $terms as $t ) {
		$out[] = is_taxonomy_hierarchical( $tax ) ? proseo_term_path( $t->term_id, $tax ) : $t->name;
	}
	sort( $out );
	return $out;
}

function proseo_image( $id ) {
	if ( ! $id ) {
		return null;
	}
	return array(
		'id'     => (int) $id,
		'url'    => wp_get_attachment_url( $id ),
		'source' => get_post_meta( $id, '_wc_attachment_source', true ),
	);
}

function proseo_error( $e ) {
	return array(
		'code'    => $e->get_error_code(),
		'message' => $e->get_error_message(),
		'data'    => $e->get_error_data(),
	);
}

/** Whether rendering runs a shortcode: its output differs once no shortcode is registered. */
function proseo_runs_shortcodes( $render ) {
	global $shortcode_tags;
	$with           = $render();
	$saved          = $shortcode_tags;
	$shortcode_tags = array();
	$without        = $render();
	$shortcode_tags = $saved;
	return $with !== $without;
}

function proseo_dump_products() {
	$products = wc_get_products(
		array(
			'limit'   => -1,
			'status'  => array( 'publish', 'draft', 'pending', 'private', 'future', 'importing' ),
			'type'    => array_merge( array_keys( wc_get_product_types() ), array( 'variation' ) ),
			'orderby' => 'ID',
			'order'   => 'ASC',
		)
	);
	$out = array();
	foreach ( $products as $p ) {
		$attrs = array();
		foreach ( $p->get_attributes() as $key => $a ) {
			if ( is_object( $a ) ) {
				$attrs[] = array(
					'name'        => $a->is_taxonomy() ? wc_attribute_label( $a->get_name() ) : $a->get_name(),
					'taxonomy'    => $a->is_taxonomy() ? $a->get_name() : null,
					'options'     => $a->is_taxonomy() ? array_values( wp_list_pluck( $a->get_terms() ?: array(), 'name' ) ) : $a->get_options(),
					'visible'     => (bool) $a->get_visible(),
					'variation'   => (bool) $a->get_variation(),
					'is_taxonomy' => (bool) $a->is_taxonomy(),
					'position'    => $a->get_position(),
				);
			} else { // variations store key => value
				$attrs[] = array( 'name' => $key, 'value' => $a );
			}
		}
		$meta = array();
		foreach ( $p->get_meta_data() as $m ) {
			$d = $m->get_data();
			if ( '_' === substr( $d['key'], 0, 1 ) && 0 !== strpos( $d['key'], '_yoast_wpseo_' ) ) {
				continue;
			}
			$meta[] = array( 'key' => $d['key'], 'value' => $d['value'] );
		}
		$out[] = array(
			'id'                 => $p->get_id(),
			'parent_id'          => $p->get_parent_id(),
			'sku'                => $p->get_sku( 'edit' ),
			'global_unique_id'   => method_exists( $p, 'get_global_unique_id' ) ? $p->get_global_unique_id( 'edit' ) : null,
			'name'               => $p->get_name( 'edit' ),
			'slug'               => $p->get_slug( 'edit' ),
			'status'             => $p->get_status( 'edit' ),
			'catalog_visibility' => $p->get_catalog_visibility( 'edit' ),
			'featured'           => $p->get_featured( 'edit' ),
			'type'               => $p->get_type(),
			'virtual'            => $p->get_virtual( 'edit' ),
			'downloadable'       => $p->get_downloadable( 'edit' ),
			'description'        => $p->get_description( 'edit' ),
			'short_description'  => $p->get_short_description( 'edit' ),
			'categories'         => proseo_terms( $p->get_id(), 'product_cat' ),
			'tags'               => proseo_terms( $p->get_id(), 'product_tag' ),
			'brands'             => taxonomy_exists( 'product_brand' ) ? proseo_terms( $p->get_id(), 'product_brand' ) : null,
			'attributes'         => $attrs,
			'default_attributes' => $p->get_default_attributes( 'edit' ),
			'meta_data'          => $meta,
			'image'              => proseo_image( $p->get_image_id( 'edit' ) ),
			'gallery'            => array_map( 'proseo_image', $p->get_gallery_image_ids( 'edit' ) ),
			'regular_price'      => $p->get_regular_price( 'edit' ),
			'sale_price'         => $p->get_sale_price( 'edit' ),
			'price'              => $p->get_price( 'edit' ),
			'weight'             => $p->get_weight( 'edit' ),
			'dimensions'         => array(
				'length' => $p->get_length( 'edit' ),
				'width'  => $p->get_width( 'edit' ),
				'height' => $p->get_height( 'edit' ),
			),
			'manage_stock'       => $p->get_manage_stock( 'edit' ),
			'stock_quantity'     => $p->get_stock_quantity( 'edit' ),
			'stock_status'       => $p->get_stock_status( 'edit' ),
			'tax_status'         => $p->get_tax_status( 'edit' ),
			'menu_order'         => $p->get_menu_order( 'edit' ),
			'reviews_allowed'    => $p->get_reviews_allowed( 'edit' ),
			'purchase_note'      => $p->get_purchase_note( 'edit' ),
			// The fields the storefront renders in which WordPress runs a shortcode: each rendered as the
			// shop does (the_content for the description, the short description's own filter, the
			// attribute table of "Additional information"), with and without the registered shortcodes.
			'shortcodes_run'     => array_keys(
				array_filter(
					array(
						'name'              => function () use ( $p ) {
							return apply_filters( 'the_title', $p->get_name(), $p->get_id() );
						},
						'description'       => function () use ( $p ) {
							return apply_filters( 'the_content', $p->get_description() );
						},
						'short_description' => function () use ( $p ) {
							return apply_filters( 'woocommerce_short_description', $p->get_short_description() );
						},
						'attributes'        => function () use ( $p ) {
							ob_start();
							wc_display_product_attributes( $p );
							return ob_get_clean();
						},
					),
					'proseo_runs_shortcodes'
				)
			),
		);
	}
	return $out;
}

// ---------------------------------------------------------------------------------------------
$result = array(
	'woocommerce_version' => WC()->version,
	'wordpress_version'   => get_bloginfo( 'version' ),
);

// Store units decide which "Weight (x)" / "Length (x)" ... headers are auto-mapped.
if ( getenv( 'WEIGHT_UNIT' ) ) {
	update_option( 'woocommerce_weight_unit', getenv( 'WEIGHT_UNIT' ) );
}
if ( getenv( 'DIMENSION_UNIT' ) ) {
	update_option( 'woocommerce_dimension_unit', getenv( 'DIMENSION_UNIT' ) );
}
$result['units'] = array(
	'weight'    => get_option( 'woocommerce_weight_unit' ),
	'dimension' => get_option( 'woocommerce_dimension_unit' ),
);

if ( getenv( 'RESET' ) === '1' ) {
	proseo_reset_shop();
	$result['reset'] = true;
}

if ( null !== $csv_arg ) {
	// 1. "Upload": put the file where the importer accepts it.
	$up   = wp_upload_dir();
	$dest = trailingslashit( $up['basedir'] ) . 'proseo-import';
	wp_mkdir_p( $dest );
	$name = pathinfo( $csv_arg, PATHINFO_FILENAME ) . '.csv';
	$file = "$dest/" . sanitize_file_name( $name );
	copy( $csv_arg, $file );
	Proseo_Import_Controller::validate( $file );

	$delimiter          = getenv( 'DELIMITER' ) ?: ',';
	$update_existing    = getenv( 'UPDATE_EXISTING' ) === '1';
	$character_encoding = (string) getenv( 'CHARACTER_ENCODING' ); // '' = Autodetect (upload form default)

	// 2. Mapping screen.
	$_REQUEST   = array(); // controller constructor reads $_REQUEST
	$controller = new Proseo_Import_Controller();
	$importer   = Proseo_Import_Controller::get_importer(
		$file,
		array(
			'lines'              => 1,
			'delimiter'          => $delimiter,
			'character_encoding' => $character_encoding,
		)
	);
	$headers      = $importer->get_raw_keys();
	$mapped_items = $controller->map( $headers );
	$sample       = current( $importer->get_raw_data() );
	if ( empty( $sample ) ) {
		$result['error'] = 'The file is empty or using a different encoding than UTF-8, please try again with a new file.';
		echo wp_json_encode( $result, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ), "\n";
		exit( 1 );
	}

	$map_from = array();
	$map_to   = array();
	$mapping  = array();
	foreach ( $headers as $index => $name ) {
		$mapped_value = $mapped_items[ $index ];
		$selected     = '';
		foreach ( $controller->options( $mapped_value ) as $key => $value ) {
			$keys = is_array( $value ) ? array_keys( $value['options'] ) : array( $key );
			foreach ( $keys as $k ) {
				if ( (string) $k === (string) $mapped_value ) { // selected( $mapped_value, $k )
					$selected = (string) $k;
					break 2;
				}
			}
		}
		$map_from[ $index ] = $name;
		$map_to[ $index ]   = $selected;
		$mapping[]          = array(
			'column'   => $index,
			'header'   => $name,
			'auto_map' => $mapped_value,
			'field'    => '' === $selected ? null : $selected, // null = "Do not import"
		);
	}
	$result['mapping']     = $mapping;
	$result['cogs_enabled'] = wc_get_container()->get( Automattic\WooCommerce\Internal\CostOfGoodsSold\CostOfGoodsSoldController::class )->feature_is_enabled();

	// import(): the form POST goes through wc_clean( wp_unslash() ).
	$mapping_from = wc_clean( wp_unslash( $map_from ) );
	$mapping_to   = wc_clean( wp_unslash( $map_to ) );

	// 3. dispatch_ajax() loop, as assets/js/admin/wc-product-import.js drives it.
	global $wpdb;
	$position = 0;
	$totals   = array( 'imported' => array(), 'imported_variations' => array(), 'failed' => array(), 'updated' => array(), 'skipped' => array() );
	$batches  = 0;
	$stray    = '';
	while ( true ) {
		$params = array(
			'delimiter'          => $delimiter,
			'start_pos'          => $position,
			'mapping'            => (array) wc_clean( wp_unslash( array( 'from' => array_values( $mapping_from ), 'to' => array_values( $mapping_to ) ) ) ),
			'update_existing'    => $update_existing,
			'character_encoding' => $character_encoding,
			'lines'              => apply_filters( 'woocommerce_product_import_batch_size', 30 ),
			'parse'              => true,
		);
		ob_start();
		$importer = Proseo_Import_Controller::get_importer( $file, $params );
		$results  = $importer->import();
		$stray   .= ob_get_clean();
		++$batches;
		foreach ( $totals as $k => $v ) {
			$totals[ $k ] = array_merge( $v, $results[ $k ] );
		}
		$percent  = $importer->get_percent_complete();
		$new_pos  = $importer->get_file_position();
		if ( 100 === $percent ) {
			break;
		}
		if ( $new_pos <= $position || $batches > 100000 ) {
			$result['warning'] = "importer stopped advancing at byte $new_pos ($percent %)";
			break;
		}
		$position = $new_pos;
	}
	if ( '' !== $stray ) {
		fwrite( STDERR, $stray );
	}

	// Cleanup exactly as dispatch_ajax() does at 100 %.
	$wpdb->delete( $wpdb->postmeta, array( 'meta_key' => '_original_id' ) );
	$wpdb->delete( $wpdb->posts, array( 'post_type' => 'product', 'post_status' => 'importing' ) );
	$wpdb->delete( $wpdb->posts, array( 'post_type' => 'product_variation', 'post_status' => 'importing' ) );
	$wpdb->query( "DELETE {$wpdb->posts}.* FROM {$wpdb->posts} LEFT JOIN {$wpdb->posts} wp ON wp.ID = {$wpdb->posts}.post_parent WHERE wp.ID IS NULL AND {$wpdb->posts}.post_type = 'product_variation'" );
	$wpdb->query( "DELETE {$wpdb->postmeta}.* FROM {$wpdb->postmeta} LEFT JOIN {$wpdb->posts} wp ON wp.ID = {$wpdb->postmeta}.post_id WHERE wp.ID IS NULL" );
	$wpdb->query(
		"DELETE tr.* FROM {$wpdb->term_relationships} tr LEFT JOIN {$wpdb->posts} wp ON wp.ID = tr.object_id LEFT JOIN {$wpdb->term_taxonomy} tt ON tr.term_taxonomy_id = tt.term_taxonomy_id WHERE wp.ID IS NULL AND tt.taxonomy IN ( '" . implode( "','", array_map( 'esc_sql', get_object_taxonomies( 'product' ) ) ) . "' )"
	);
	wp_cache_flush();

	$result['options'] = array(
		'update_existing'    => $update_existing,
		'delimiter'          => $delimiter,
		'character_encoding' => $character_encoding,
		'batches'            => $batches,
	);
	$result['counts']  = array(
		'imported'            => count( $totals['imported'] ),
		'imported_variations' => count( $totals['imported_variations'] ),
		'updated'             => count( $totals['updated'] ),
		'failed'              => count( $totals['failed'] ),
		'skipped'             => count( $totals['skipped'] ),
	);
	$result['results'] = array(
		'imported'            => $totals['imported'],
		'imported_variations' => $totals['imported_variations'],
		'updated'             => $totals['updated'],
		'failed'              => array_map( 'proseo_error', $totals['failed'] ),
		'skipped'             => array_map( 'proseo_error', $totals['skipped'] ),
	);
}

$result['products']    = proseo_dump_products();
$result['attachments'] = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'attachment'" );
echo wp_json_encode( $result, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ), "\n";
