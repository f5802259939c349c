fn main() {
    use std::mem::size_of;
    println!("InstData {}", size_of::<parir_ir::inst::InstData>());
    println!("InstKind {}", size_of::<parir_ir::inst::InstKind>());
    println!("Value {}", size_of::<parir_ir::Value>());
    println!("Atomic {}", size_of::<parir_ir::inst::Atomic>());
}
