//! The editing of [`super::edit`] against flang-new-19's own output of the same values
//! (measured natively).

use super::edit::{self, DataEdit, ListPart, Modes, Real, Sink};
use super::format;

/// A record without limit.
#[derive(Default)]
struct Line(Vec<u8>);

impl Sink for Line {
    fn emit(&mut self, b: &[u8]) -> Result<(), String> {
        self.0.extend_from_slice(b);
        Ok(())
    }
    fn need_advance(&self, _: usize) -> bool {
        false
    }
    fn advance(&mut self) -> Result<(), String> {
        self.0.push(b'\n');
        Ok(())
    }
    fn remaining(&self) -> usize {
        usize::MAX
    }
}

fn d(x: f64) -> Real {
    Real {
        bits: u128::from(x.to_bits()),
        kind: 8,
    }
}

fn f(x: f32) -> Real {
    Real {
        bits: u128::from(x.to_bits()),
        kind: 4,
    }
}

fn list(x: Real) -> String {
    let mut l = Line::default();
    let e = DataEdit::list_directed(Modes::default(), ListPart::Scalar);
    edit::edit_real(&mut l, x, &e).expect("edit");
    String::from_utf8(l.0).expect("utf-8")[1..].to_string()
}

/// `x` edited with the one data edit descriptor of `fmt`.
fn with(fmt: &str, x: Real) -> String {
    let ops = format::parse(fmt.as_bytes()).expect("format");
    let e = ops
        .iter()
        .find_map(|o| match o {
            format::Op::Data { edit, .. } => Some(*edit),
            _ => None,
        })
        .expect("a data edit descriptor");
    let mut l = Line::default();
    edit::edit_real(&mut l, x, &e).expect("edit");
    String::from_utf8(l.0).expect("utf-8")
}

#[test]
fn list_directed_reals_as_flang_prints_them() {
    assert_eq!(list(d(1.5)), "1.5");
    assert_eq!(list(d(1.0 / 3.0)), ".3333333333333333");
    assert_eq!(list(f(1.0 / 3.0)), ".33333334");
    assert_eq!(list(d(1e20)), "1.E+20");
    assert_eq!(list(d(-0.0)), "-0.");
    assert_eq!(list(d(123456789.0)), "123456789.");
    assert_eq!(list(d(1e15)), "1.E+15");
    assert_eq!(list(d(0.1)), ".1");
    assert_eq!(list(d(0.05)), "5.E-02");
    // The exponent of the value rounded to one digit decides the form.
    assert_eq!(list(d(0.096)), ".096");
    assert_eq!(list(d(0.0096)), "9.6E-03");
    assert_eq!(list(d(999999999999999.9)), "9.999999999999999E+14");
    assert_eq!(list(f(999999.9)), "9.999999E+05");
    assert_eq!(list(d(f64::MAX)), "1.7976931348623157E+308");
    assert_eq!(list(d(1e100)), "1.E+100");
    // flang's shortest digits are not always the nearest of the shortest: its last digit
    // lies halfway between the bounds' digits.
    assert_eq!(list(f(3.3333332e-11)), "3.3333332E-11");
    assert_eq!(list(d(f64::NAN)), "NaN");
    assert_eq!(list(d(f64::NEG_INFINITY)), "-Inf");
}

#[test]
fn formatted_reals_as_flang_prints_them() {
    let e = std::f64::consts::E;
    assert_eq!(with("(F14.2)", d(e)), "          2.72");
    assert_eq!(with("(E12.4)", d(e)), "  0.2718E+01");
    assert_eq!(with("(ES12.4)", d(e)), "  2.7183E+00");
    assert_eq!(with("(EN12.4)", d(e)), "  2.7183E+00");
    assert_eq!(with("(G12.4)", d(e)), "   2.718    ");
    assert_eq!(with("(G12.4)", d(1e10)), "  0.1000E+11");
    assert_eq!(with("(G12.4)", d(0.01)), "  0.1000E-01");
    assert_eq!(with("(G0)", d(e)), "2.718281828459045");
    assert_eq!(with("(F0.3)", d(3.25)), "3.250");
    assert_eq!(with("(E10.3E3)", d(1.5e100)), "0.150E+101");
    assert_eq!(with("(ES15.6E2)", d(-0.000123)), "  -1.230000E-04");
    assert_eq!(with("(F10.4)", f(3.14159)), "    3.1416");
}

#[test]
fn format_parse_errors_name_the_descriptor() {
    let e = format::parse(b"(I3, Q5)").expect_err("Q is not supported");
    assert!(e.contains("'Q'"), "{e}");
    let e = format::parse(b"(DT)").expect_err("DT is not supported");
    assert!(e.contains("DT"), "{e}");
}
